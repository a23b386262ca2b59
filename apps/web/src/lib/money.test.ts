import { describe, expect, it } from 'vitest'
import { formatAmount, fromBaseUnits, multiplyAmount, toBaseUnits } from './money.ts'

describe('money', () => {
  it('turns wei into an exact ETH decimal and back', () => {
    expect(fromBaseUnits('1500000000000000001', 'ETH')).toBe('1.500000000000000001')
    expect(toBaseUnits('0.1', 'ETH')).toBe(100000000000000000n)
  })

  it('uses 6 decimals for USDC token units', () => {
    expect(fromBaseUnits(2_500_000n, 'USDC')).toBe('2.5')
    expect(toBaseUnits('2.5', 'USDC')).toBe(2_500_000n)
  })

  it('multiplies without float error (0.1 × 3 is exactly 0.3)', () => {
    expect(multiplyAmount('0.1', 3, 'ETH')).toBe('0.3')
  })

  it('formats with grouping and trims trailing zeros', () => {
    expect(formatAmount('12345.500000', 'USDC')).toBe('12,345.5 USDC')
    expect(formatAmount('0.000000001', 'ETH')).toBe('0 ETH')
    expect(formatAmount('2', 'ETH')).toBe('2 ETH')
  })
})
