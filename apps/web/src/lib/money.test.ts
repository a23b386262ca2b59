import { describe, expect, it } from 'vitest'
import { activateLocale } from '../i18n/activateLocale.ts'
import { formatAmount, formatBalance, fromBaseUnits, multiplyAmount, toBaseUnits } from './money.ts'

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

  it('keeps every decimal asked for, exactly, and cuts rather than rounds', () => {
    expect(formatAmount('1.500000000000000001', 'ETH', 18)).toBe('1.500000000000000001 ETH')
    expect(formatAmount('123456789012345678.999999999', 'ETH', 6)).toBe(
      '123,456,789,012,345,678.999999 ETH',
    )
  })

  it("writes the reader's digits: Spanish groups with points and a decimal comma", async () => {
    await activateLocale('es')
    try {
      expect(formatAmount('12345.5', 'USDC')).toBe('12.345,5 USDC')
      expect(formatAmount('0.05', 'ETH')).toBe('0,05 ETH')
    } finally {
      await activateLocale('en')
    }
  })

  it("abbreviates a balance as the spec says (k, m, b, t), in the reader's digits", async () => {
    expect(formatBalance('9999.949719', 'ETH')).toBe('9.99k ETH')
    expect(formatBalance('0.123456', 'ETH')).toBe('0.1234 ETH')
    expect(formatBalance('2500000', 'USDC')).toBe('2.5m USDC')
    await activateLocale('es')
    try {
      expect(formatBalance('9999.949719', 'ETH')).toBe('9,99k ETH')
      expect(formatBalance('0.123456', 'ETH')).toBe('0,1234 ETH')
    } finally {
      await activateLocale('en')
    }
  })
})
