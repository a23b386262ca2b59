import type { ProposalOutcome, VotingSystem } from './rules.ts'

/** One counted vote: its choices (1-based; ranked ballots in order of preference) and power. */
export type Ballot = { choice: readonly number[]; power: bigint }

export type RunOffRound = {
  /** Power per choice in this round (index 0 is choice 1); eliminated choices hold 0. */
  scores: bigint[]
  /** Power of ballots that rank none of the choices still running. */
  exhausted: bigint
  /** Choices dropped after this round. */
  eliminated: number[]
}

export type Tally = {
  /** Power per choice (index 0 is choice 1); for ranked choice, the last round's. */
  scores: bigint[]
  /** Power of every vote cast, abstentions and exhausted ballots included: what quorum counts. */
  totalPower: bigint
  votes: number
  quorumReached: boolean
  /** The choice that won (1-based), or null on a tie or without votes. */
  winner: number | null
  outcome: ProposalOutcome
  /** Ranked choice only: every run-off round, the first one first. */
  rounds: RunOffRound[]
}

/**
 * Exact results of a vote. Quorum is met when the power of all votes cast reaches `quorum`.
 * - basic: passes when For has more power than Against (a tie fails); Abstain counts only
 *   towards quorum;
 * - single choice and approval (each approved choice gets the voter's whole power): the
 *   choice with the most power wins; a tie for first is no winner;
 * - ranked choice: instant run-off, see `runOff`.
 * Without quorum the outcome is `no_quorum`; otherwise `passed` when there is a winner (For,
 * for basic) holding at least `threshold` percent of the power cast (see `meetsThreshold`),
 * else `rejected`.
 */
export function tally(
  system: VotingSystem,
  choiceCount: number,
  ballots: readonly Ballot[],
  quorum: bigint,
  threshold: number | null = null,
): Tally {
  const totalPower = ballots.reduce((sum, ballot) => sum + ballot.power, 0n)
  const quorumReached = totalPower >= quorum
  let scores: bigint[]
  let winner: number | null
  let rounds: RunOffRound[] = []
  if (system === 'ranked-choice') {
    rounds = runOff(choiceCount, ballots)
    scores = rounds.at(-1)?.scores ?? new Array<bigint>(choiceCount).fill(0n)
    winner = runOffWinner(rounds)
  } else {
    scores = new Array<bigint>(choiceCount).fill(0n)
    for (const ballot of ballots) {
      const counted = system === 'approval' ? ballot.choice : ballot.choice.slice(0, 1)
      for (const c of counted) scores[c - 1] = (scores[c - 1] ?? 0n) + ballot.power
    }
    winner =
      system === 'basic' ? basicWinner(scores) : uniqueLeader(scores, allChoices(choiceCount))
  }
  const passed =
    (system === 'basic' ? winner === 1 : winner !== null) &&
    meetsThreshold(threshold, scores[(winner ?? 1) - 1] ?? 0n, castFor(system, scores, totalPower))
  return {
    scores,
    totalPower,
    votes: ballots.length,
    quorumReached,
    winner,
    outcome: !quorumReached ? 'no_quorum' : passed ? 'passed' : 'rejected',
    rounds,
  }
}

/**
 * Whether the winning choice holds at least `threshold` percent of the power cast for
 * choices other than Abstain (basic votes); a null threshold is always met.
 */
export function meetsThreshold(
  threshold: number | null,
  winnerPower: bigint,
  castPower: bigint,
): boolean {
  if (threshold === null) return true
  if (castPower === 0n) return false
  return winnerPower * 100n >= BigInt(threshold) * castPower
}

/** The power a threshold is a share of: For and Against for basic, the last round's for ranked. */
function castFor(system: VotingSystem, scores: bigint[], totalPower: bigint) {
  if (system === 'basic') return (scores[0] ?? 0n) + (scores[1] ?? 0n)
  if (system === 'ranked-choice') return scores.reduce((sum, s) => sum + s, 0n)
  return totalPower
}

function basicWinner(scores: bigint[]) {
  const [yes = 0n, no = 0n] = scores
  if (yes > no) return 1
  if (no > yes) return 2
  return null
}

const allChoices = (count: number) => Array.from({ length: count }, (_, i) => i + 1)

/** The one choice with the most power (above 0), or null on a tie. */
function uniqueLeader(scores: bigint[], among: number[]) {
  let best: number | null = null
  let tied = false
  for (const c of among) {
    const score = scores[c - 1] ?? 0n
    if (score === 0n) continue
    const bestScore = best === null ? -1n : (scores[best - 1] ?? 0n)
    if (score > bestScore) {
      best = c
      tied = false
    } else if (score === bestScore) tied = true
  }
  return tied ? null : best
}

/**
 * Instant run-off. Each round a ballot counts, with its whole power, for its highest-ranked
 * choice still running; a ballot ranking none of them is exhausted and counts no more. A
 * choice with more than half the power of the ballots still counting wins. Otherwise the
 * choice with the least power is dropped; a tie for least is broken by the previous rounds
 * (the one that had less in the latest round where they differ goes), and choices still tied
 * go together. When every running choice is tied, or no ballot counts any more, nobody wins.
 */
export function runOff(choiceCount: number, ballots: readonly Ballot[]): RunOffRound[] {
  const running = new Set(allChoices(choiceCount))
  const rounds: RunOffRound[] = []
  for (;;) {
    const scores = new Array<bigint>(choiceCount).fill(0n)
    let exhausted = 0n
    for (const ballot of ballots) {
      const first = ballot.choice.find((c) => running.has(c))
      if (first === undefined) exhausted += ballot.power
      else scores[first - 1] = (scores[first - 1] ?? 0n) + ballot.power
    }
    const round: RunOffRound = { scores, exhausted, eliminated: [] }
    rounds.push(round)
    const continuing = [...running].reduce((sum, c) => sum + (scores[c - 1] ?? 0n), 0n)
    if (continuing === 0n) return rounds
    if ([...running].some((c) => (scores[c - 1] ?? 0n) * 2n > continuing)) return rounds

    const lowest = [...running].reduce(
      (min, c) => ((scores[c - 1] ?? 0n) < min ? (scores[c - 1] ?? 0n) : min),
      continuing,
    )
    let tied = [...running].filter((c) => scores[c - 1] === lowest)
    // backwards tie-break: the latest earlier round in which the tied choices differ
    for (let r = rounds.length - 2; r >= 0 && tied.length > 1; r--) {
      const earlier = rounds[r]?.scores ?? []
      const least = tied.reduce(
        (min, c) => ((earlier[c - 1] ?? 0n) < min ? (earlier[c - 1] ?? 0n) : min),
        earlier[(tied[0] ?? 1) - 1] ?? 0n,
      )
      tied = tied.filter((c) => (earlier[c - 1] ?? 0n) === least)
    }
    // every running choice tied: nobody can be dropped fairly, and nobody wins
    if (tied.length === running.size) return rounds
    round.eliminated = tied
    for (const c of tied) running.delete(c)
  }
}

/** The choice that won the last round with a majority of the ballots still counting. */
function runOffWinner(rounds: RunOffRound[]) {
  const last = rounds.at(-1)
  if (!last) return null
  const continuing = last.scores.reduce((sum, s) => sum + s, 0n)
  if (continuing === 0n) return null
  const index = last.scores.findIndex((s) => s * 2n > continuing)
  return index === -1 ? null : index + 1
}
