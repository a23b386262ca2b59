import { describe, expect, it } from 'vitest'
import {
  choiceProblem,
  formatUnitsExact,
  parseUnitsExact,
  proposalState,
  voteTypedData,
} from './rules.ts'

describe('choiceProblem', () => {
  it('takes exactly one existing choice for single choice and basic', () => {
    expect(choiceProblem('single-choice', 3, [2])).toBeNull()
    expect(choiceProblem('single-choice', 3, [1, 2])).toEqual({ problem: 'single' })
    expect(choiceProblem('basic', 3, [4])).toEqual({ problem: 'unknown', choice: 4, count: 3 })
    expect(choiceProblem('basic', 3, [0])).toEqual({ problem: 'unknown', choice: 0, count: 3 })
  })

  it('takes a set for approval and an order for ranked, without repeats', () => {
    expect(choiceProblem('approval', 4, [1, 3])).toBeNull()
    expect(choiceProblem('ranked-choice', 4, [3, 1, 2])).toBeNull()
    expect(choiceProblem('ranked-choice', 4, [3, 3])).toEqual({ problem: 'repeated' })
    expect(choiceProblem('approval', 4, [])).toEqual({ problem: 'none' })
  })
})

describe('proposalState', () => {
  it('is pending before the start, active until the end, closed from the end on', () => {
    const start = new Date('2030-01-01T00:00:00Z')
    const end = new Date('2030-01-02T00:00:00Z')
    expect(proposalState(start, end, new Date(start.getTime() - 1))).toBe('pending')
    expect(proposalState(start, end, start)).toBe('active')
    expect(proposalState(start, end, new Date(end.getTime() - 1))).toBe('active')
    expect(proposalState(start, end, end)).toBe('closed')
  })
})

describe('voteTypedData', () => {
  it('is the issue’s domain and Vote type', () => {
    const typed = voteTypedData({
      from: '0x0000000000000000000000000000000000000001',
      proposal: 'p1',
      choice: [2, 1],
      reason: 'why not',
      timestamp: 1_900_000_000,
    })
    expect(typed.domain).toEqual({ name: 'Agora', version: '1' })
    expect(typed.primaryType).toBe('Vote')
    expect(typed.types.Vote.map((f) => `${f.type} ${f.name}`)).toEqual([
      'address from',
      'string proposal',
      'uint32[] choice',
      'string reason',
      'uint64 timestamp',
    ])
    expect(typed.message.timestamp).toBe(1_900_000_000n)
  })
})

describe('exact units', () => {
  it('formats and parses base units without floats', () => {
    expect(formatUnitsExact(1_500_000n, 6)).toBe('1.5')
    expect(formatUnitsExact(10n ** 18n, 18)).toBe('1')
    expect(formatUnitsExact(5n, 0)).toBe('5')
    expect(parseUnitsExact('1.5', 6)).toBe(1_500_000n)
    expect(parseUnitsExact('1.0000001', 6)).toBeNull()
    expect(parseUnitsExact('-1', 6)).toBeNull()
  })
})
