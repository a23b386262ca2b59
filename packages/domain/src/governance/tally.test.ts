import { describe, expect, it } from 'vitest'
import { type Ballot, runOff, tally } from './tally.ts'

const b = (choice: number[], power: bigint | number = 1n): Ballot => ({
  choice,
  power: BigInt(power),
})

describe('basic voting (For / Against / Abstain)', () => {
  it('passes when For outweighs Against, with Abstain counted only towards quorum', () => {
    const result = tally('basic', 3, [b([1], 5), b([2], 3), b([3], 10)], 18n)
    expect(result.scores).toEqual([5n, 3n, 10n])
    expect(result.totalPower).toBe(18n)
    expect(result.quorumReached).toBe(true)
    expect(result.winner).toBe(1)
    expect(result.outcome).toBe('passed')
  })

  it('rejects a tie between For and Against', () => {
    const result = tally('basic', 3, [b([1], 4), b([2], 4), b([3], 1)], 0n)
    expect(result.winner).toBeNull()
    expect(result.outcome).toBe('rejected')
  })

  it('rejects when Against wins', () => {
    const result = tally('basic', 3, [b([1], 1), b([2], 2)], 0n)
    expect(result.winner).toBe(2)
    expect(result.outcome).toBe('rejected')
  })

  it('has no quorum when the power cast falls one unit short, whatever the split', () => {
    const result = tally('basic', 3, [b([1], 7), b([3], 2)], 10n)
    expect(result.quorumReached).toBe(false)
    expect(result.outcome).toBe('no_quorum')
    expect(tally('basic', 3, [b([1], 7), b([3], 3)], 10n).outcome).toBe('passed')
  })

  it('rejects a vote nobody voted in, quorum 0 included', () => {
    expect(tally('basic', 3, [], 0n)).toMatchObject({ outcome: 'rejected', votes: 0 })
    expect(tally('basic', 3, [], 1n).outcome).toBe('no_quorum')
  })
})

describe('single choice', () => {
  it('gives each ballot to its one choice and names the heaviest', () => {
    const result = tally('single-choice', 3, [b([1], 2), b([2], 3), b([2], 1), b([3], 3)], 0n)
    expect(result.scores).toEqual([2n, 4n, 3n])
    expect(result.winner).toBe(2)
    expect(result.outcome).toBe('passed')
  })

  it('has no winner on a tie for first', () => {
    const result = tally('single-choice', 3, [b([1], 3), b([2], 3), b([3], 1)], 0n)
    expect(result.winner).toBeNull()
    expect(result.outcome).toBe('rejected')
  })

  it('counts token balances far beyond 2^53 exactly', () => {
    const whale = 10n ** 30n + 1n
    const result = tally('single-choice', 2, [b([1], whale), b([2], 10n ** 30n)], 0n)
    expect(result.scores).toEqual([whale, 10n ** 30n])
    expect(result.winner).toBe(1)
    expect(result.totalPower).toBe(2n * 10n ** 30n + 1n)
  })
})

describe('approval', () => {
  it('gives every approved choice the whole power of the ballot', () => {
    const result = tally('approval', 4, [b([1, 2], 3), b([2, 3], 2), b([4], 4)], 0n)
    expect(result.scores).toEqual([3n, 5n, 2n, 4n])
    expect(result.totalPower).toBe(9n)
    expect(result.winner).toBe(2)
  })

  it('has no winner on a tie', () => {
    const result = tally('approval', 3, [b([1, 2]), b([3])], 0n)
    expect(result.scores).toEqual([1n, 1n, 1n])
    expect(result.winner).toBeNull()
    expect(result.outcome).toBe('rejected')
  })

  it('counts power once towards quorum, however many choices a ballot approves', () => {
    const result = tally('approval', 3, [b([1, 2, 3], 4)], 5n)
    expect(result.totalPower).toBe(4n)
    expect(result.outcome).toBe('no_quorum')
  })
})

describe('ranked choice (instant run-off)', () => {
  it('elects a first-round majority at once', () => {
    const result = tally('ranked-choice', 3, [b([1, 2]), b([1]), b([2, 3])], 0n)
    expect(result.rounds).toHaveLength(1)
    expect(result.winner).toBe(1)
  })

  it('transfers the eliminated choice’s ballots to their next preference', () => {
    // A 4, B 3, C 2 (C's voters prefer B next): C goes, B wins 5 to 4
    const ballots = [b([1], 4), b([2, 1], 3), b([3, 2], 2)]
    const result = tally('ranked-choice', 3, ballots, 0n)
    expect(result.rounds.map((r) => r.scores)).toEqual([
      [4n, 3n, 2n],
      [4n, 5n, 0n],
    ])
    expect(result.rounds[0]?.eliminated).toEqual([3])
    expect(result.winner).toBe(2)
    expect(result.scores).toEqual([4n, 5n, 0n])
  })

  it('drops exhausted ballots from the majority it takes to win', () => {
    // A 4, B 3 (then A), C 3 (nobody else): B and C tie for last in the first round, so
    // both go; B's ballots move to A, C's are exhausted, and A wins 7 of the 7 still counting
    const ballots = [b([1], 4), b([2, 1], 3), b([3], 3)]
    const result = tally('ranked-choice', 3, ballots, 0n)
    expect(result.rounds[0]?.eliminated).toEqual([2, 3])
    expect(result.rounds[1]).toMatchObject({ scores: [7n, 0n, 0n], exhausted: 3n })
    expect(result.winner).toBe(1)
    expect(result.totalPower).toBe(10n)
  })

  it('elects with a majority of continuing ballots though not of all ballots cast', () => {
    // A 3, B 2, C 2, D 1, nobody ranking a second choice: D goes; B and C tie at 2 and were
    // tied in round 1 too, so both go; A wins 3 of the 3 ballots still counting (of 8 cast)
    const ballots = [b([1], 3), b([2], 2), b([3], 2), b([4], 1)]
    const rounds = runOff(4, ballots)
    expect(rounds.map((r) => r.eliminated)).toEqual([[4], [2, 3], []])
    expect(rounds[2]).toMatchObject({ scores: [3n, 0n, 0n, 0n], exhausted: 5n })
    expect(tally('ranked-choice', 4, ballots, 0n).winner).toBe(1)
  })

  it('breaks a tie for last by the earlier rounds', () => {
    // round 1: A 6, B 4, C 3 (then B), D 1 (then C): D goes, its ballot moves to C.
    // Round 2: A 6, B 4, C 4: B and C tie for last; C had less in round 1, so C goes and
    // its ballots move to B; D's ballot is exhausted. Round 3: B 7 of 13 beats A 6
    const ballots = [b([1], 6), b([2], 4), b([3, 2], 3), b([4, 3], 1)]
    const rounds = runOff(4, ballots)
    expect(rounds.map((r) => r.eliminated)).toEqual([[4], [3], []])
    expect(rounds[1]?.scores).toEqual([6n, 4n, 4n, 0n])
    expect(rounds[2]).toMatchObject({ scores: [6n, 7n, 0n, 0n], exhausted: 1n })
    expect(tally('ranked-choice', 4, ballots, 0n).winner).toBe(2)
  })

  it('has no winner when every choice still running is tied', () => {
    const result = tally('ranked-choice', 2, [b([1, 2], 3), b([2, 1], 3)], 0n)
    expect(result.rounds).toHaveLength(1)
    expect(result.winner).toBeNull()
    expect(result.outcome).toBe('rejected')
  })

  it('has no winner when the last choices running tie, or when nobody voted', () => {
    // A has no votes and goes; B and C stay tied with nothing earlier to tell them apart
    const rounds = runOff(3, [b([2], 1), b([3], 1)])
    expect(rounds.map((r) => r.eliminated)).toEqual([[1], []])
    expect(tally('ranked-choice', 3, [b([2], 1), b([3], 1)], 0n).winner).toBeNull()
    const empty = tally('ranked-choice', 3, [], 0n)
    expect(empty).toMatchObject({ winner: null, outcome: 'rejected' })
  })

  it('has no quorum when too little power was cast, winner or not', () => {
    const result = tally('ranked-choice', 2, [b([1], 2)], 3n)
    expect(result.winner).toBe(1)
    expect(result.outcome).toBe('no_quorum')
  })
})
