/**
 * DAO governance rules both apps need: the four voting systems with exact tallies (powers are
 * bigints, never floats), what a ballot may hold, a proposal's state at a moment, and the
 * EIP-712 typed data a vote is signed as. Pure: no I/O, no zod.
 */

export const VOTING_SYSTEMS = ['single-choice', 'approval', 'ranked-choice', 'basic'] as const
export type VotingSystem = (typeof VOTING_SYSTEMS)[number]

export const VOTING_SYSTEM_LABELS: Record<VotingSystem, string> = {
  'single-choice': 'Single choice',
  approval: 'Approval',
  'ranked-choice': 'Ranked choice (instant run-off)',
  basic: 'Basic (For / Against / Abstain)',
}

/** The fixed choices of a basic vote, in ballot order: choice 1 is For. */
export const BASIC_CHOICES = ['For', 'Against', 'Abstain'] as const

export const VOTING_STRATEGIES = ['member', 'erc20-balance', 'erc721-count'] as const
export type VotingStrategyKind = (typeof VOTING_STRATEGIES)[number]

export const VOTING_STRATEGY_LABELS: Record<VotingStrategyKind, string> = {
  member: 'One member, one vote',
  'erc20-balance': 'ERC-20 balance',
  'erc721-count': 'ERC-721 count',
}

/** A dispute settlement is opened from a disputed escrow order, never through the proposals API. */
export const PROPOSAL_KINDS = ['general', 'listing-approval', 'dispute-settlement'] as const
export type ProposalKind = (typeof PROPOSAL_KINDS)[number]

export const PROPOSAL_STATES = ['pending', 'active', 'closed'] as const
export type ProposalState = (typeof PROPOSAL_STATES)[number]

export const PROPOSAL_OUTCOMES = ['passed', 'rejected', 'no_quorum'] as const
export type ProposalOutcome = (typeof PROPOSAL_OUTCOMES)[number]

/** Who may open proposals in a community: its admins only, or every member. */
export const PROPOSAL_CREATORS = ['admins', 'members'] as const
export type ProposalCreators = (typeof PROPOSAL_CREATORS)[number]

export const PROPOSAL_MIN_CHOICES = 2
export const PROPOSAL_MAX_CHOICES = 20
export const PROPOSAL_TITLE_MAX = 200
export const PROPOSAL_BODY_MAX = 20_000
export const PROPOSAL_MAX_DURATION_MS = 90 * 24 * 60 * 60 * 1000
export const VOTE_REASON_MAX = 1000
/** A signed vote's timestamp may differ from the server's clock by this much, either way. */
export const VOTE_TIMESTAMP_SKEW_S = 5 * 60
/** The "closes soon" notice goes out this long before a proposal closes. */
export const PROPOSAL_CLOSING_NOTICE_MS = 24 * 60 * 60 * 1000

/** What `choice` means for a proposal with `choiceCount` choices; choices count from 1. */
export function choiceProblem(
  system: VotingSystem,
  choiceCount: number,
  choice: readonly number[],
): string | null {
  if (choice.length === 0) return 'A vote must name at least one choice'
  for (const c of choice) {
    if (!Number.isInteger(c) || c < 1 || c > choiceCount) {
      return `Choice ${c} does not exist: choices are 1 to ${choiceCount}`
    }
  }
  if ((system === 'single-choice' || system === 'basic') && choice.length !== 1) {
    return 'This vote takes exactly one choice'
  }
  if (new Set(choice).size !== choice.length) return 'A choice may appear only once'
  return null
}

export function proposalState(
  startsAt: Date | string,
  endsAt: Date | string,
  now: Date,
): ProposalState {
  const time = now.getTime()
  if (time < new Date(startsAt).getTime()) return 'pending'
  if (time < new Date(endsAt).getTime()) return 'active'
  return 'closed'
}

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

/** A vote as its voter signs it (EIP-712 primary type `Vote`). */
export type VoteMessage = {
  /** The voter's wallet address. */
  from: string
  /** The proposal's id. */
  proposal: string
  /** One element for single choice and basic, the set for approval, the order for ranked. */
  choice: readonly number[]
  reason: string
  /** Seconds since the Unix epoch. */
  timestamp: number
}

export const VOTE_DOMAIN = { name: 'Agora', version: '1' } as const

export const VOTE_TYPES = {
  Vote: [
    { name: 'from', type: 'address' },
    { name: 'proposal', type: 'string' },
    { name: 'choice', type: 'uint32[]' },
    { name: 'reason', type: 'string' },
    { name: 'timestamp', type: 'uint64' },
  ],
} as const

/** The EIP-712 typed data of a vote, as wallets sign it and the server verifies it. */
export function voteTypedData(vote: VoteMessage) {
  return {
    domain: VOTE_DOMAIN,
    types: VOTE_TYPES,
    primaryType: 'Vote' as const,
    message: {
      from: vote.from as `0x${string}`,
      proposal: vote.proposal,
      choice: [...vote.choice],
      reason: vote.reason,
      timestamp: BigInt(vote.timestamp),
    },
  }
}

/** A whole number of base units (wei-like) as display units with `decimals`, trimmed. */
export function formatUnitsExact(value: bigint | string, decimals: number) {
  const units = typeof value === 'bigint' ? value : BigInt(value)
  if (decimals <= 0) return units.toString()
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Display units to base units: null when `text` is not a non-negative decimal that fits. */
export function parseUnitsExact(text: string, decimals: number): bigint | null {
  const match = /^(\d{1,60})(?:\.(\d+))?$/.exec(text.trim())
  if (!match) return null
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) return null
  return BigInt(`${match[1]}${fraction.padEnd(decimals, '0')}`)
}
