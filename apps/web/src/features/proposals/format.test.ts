import { describe, expect, it } from 'vitest'
import { choiceText, durationText, formatPower, percentOf, stateAt } from './format.ts'

describe('proposal formatting', () => {
  it('shows token power in display units, grouped', () => {
    const token = {
      kind: 'erc20-balance' as const,
      chainId: 1,
      token: '0x',
      decimals: 18,
      symbol: 'AGR',
    }
    expect(formatPower('12500250000000000000000', token)).toBe('12,500.25')
    expect(formatPower('3', { kind: 'member' })).toBe('3')
  })

  it('computes exact percentages on huge numbers', () => {
    expect(percentOf('1', '3')).toBe(33.3)
    expect(percentOf(String(10n ** 30n), String(4n * 10n ** 30n))).toBe(25)
    expect(percentOf('0', '0')).toBe(0)
  })

  it('counts down in the two largest units', () => {
    expect(durationText(2 * 86_400_000 + 3 * 3_600_000 + 5000)).toBe('2d 3h')
    expect(durationText(3 * 3_600_000 + 12 * 60_000)).toBe('3h 12m')
    expect(durationText(4 * 60_000 + 5000)).toBe('4m 05s')
    expect(durationText(-5)).toBe('0s')
  })

  it('moves state with the clock', () => {
    const p = { startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-01-02T00:00:00Z' }
    expect(stateAt(p, Date.parse('2029-12-31T00:00:00Z'))).toBe('pending')
    expect(stateAt(p, Date.parse('2030-01-01T12:00:00Z'))).toBe('active')
    expect(stateAt(p, Date.parse('2030-01-02T00:00:00Z'))).toBe('closed')
  })

  it('names a ranked ballot in order', () => {
    const proposal = { choices: ['A', 'B', 'C'], votingSystem: 'ranked-choice' as const }
    expect(choiceText(proposal, [2, 1])).toBe('1. B  2. A')
    expect(choiceText({ ...proposal, votingSystem: 'approval' }, [1, 3])).toBe('A, C')
  })
})
