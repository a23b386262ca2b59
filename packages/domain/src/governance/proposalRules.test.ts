import { describe, expect, it } from 'vitest'
import { ruledHours } from './proposalRules.ts'
import { tally } from './tally.ts'

const ballots = (...counts: [number, number][]) =>
  counts.flatMap(([choice, n]) =>
    Array.from({ length: n }, () => ({ choice: [choice], power: 1n })),
  )

describe('pass thresholds', () => {
  it('passes a basic vote only when For holds the threshold of For and Against, abstentions aside', () => {
    const votes = ballots([1, 2], [2, 1], [3, 5])
    expect(tally('basic', 3, votes, 0n, 66).outcome).toBe('passed')
    expect(tally('basic', 3, votes, 0n, 67).outcome).toBe('rejected')
    expect(tally('basic', 3, votes, 0n, null).outcome).toBe('passed')
  })

  it('measures a single-choice winner against every vote cast', () => {
    const votes = ballots([1, 3], [2, 1], [3, 1])
    expect(tally('single-choice', 3, votes, 0n, 60)).toMatchObject({ winner: 1, outcome: 'passed' })
    expect(tally('single-choice', 3, votes, 0n, 61)).toMatchObject({
      winner: 1,
      outcome: 'rejected',
    })
  })
})

describe('fixed-length votes under a rule', () => {
  it('keeps the community’s length within the rule’s range', () => {
    const rule = {
      quorum: '0',
      threshold: null,
      minHours: 6,
      maxHours: 24,
      creators: 'members' as const,
    }
    expect(ruledHours(72, rule)).toBe(24)
    expect(ruledHours(1, rule)).toBe(6)
    expect(ruledHours(12, rule)).toBe(12)
    expect(ruledHours(72, undefined)).toBe(72)
  })
})
