import { describe, expect, it } from 'vitest'
import { isPriceAmount } from './rules.ts'

describe('isPriceAmount', () => {
  it.each([
    ['1', 18, true],
    ['0.5', 6, true],
    ['0.000001', 6, true],
    ['0.0000001', 6, false],
    ['0.000000000000000001', 18, true],
    ['0', 18, false],
    ['0.000', 6, false],
    ['-1', 18, false],
    ['1e3', 18, false],
    ['1.', 18, false],
    ['abc', 18, false],
  ])('%s with %i decimals → %s', (value, decimals, ok) => {
    expect(isPriceAmount(value, decimals)).toBe(ok)
  })
})
