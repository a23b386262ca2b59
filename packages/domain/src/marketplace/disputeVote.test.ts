import { describe, expect, it } from 'vitest'
import { DISPUTE_SPLITS, decidedBuyerBps } from './disputeVote.ts'

describe('decidedBuyerBps', () => {
  it('is the winning choice’s buyer share, choice 1 first, only for a passed vote', () => {
    expect(DISPUTE_SPLITS.map((split) => split.buyerBps)).toEqual([10_000, 5_000, 0])
    expect(decidedBuyerBps('passed', 1)).toBe(10_000)
    expect(decidedBuyerBps('passed', 2)).toBe(5_000)
    expect(decidedBuyerBps('passed', 3)).toBe(0)
  })

  it('is null when the vote decided nothing or names no split', () => {
    expect(decidedBuyerBps('rejected', null)).toBeNull()
    expect(decidedBuyerBps('no_quorum', 2)).toBeNull()
    expect(decidedBuyerBps(null, null)).toBeNull()
    expect(decidedBuyerBps('passed', 4)).toBeNull()
  })
})
