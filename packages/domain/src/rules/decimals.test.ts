import { describe, expect, it } from 'vitest'
import { compareDecimals, parseLocaleDecimal } from './decimals.ts'

describe('parseLocaleDecimal', () => {
  it.each([
    ['1,50', '1.50'],
    ['1.50', '1.50'],
    [' 12 ', '12'],
    ['0,02', '0.02'],
    [',5', '0.5'],
    ['1.234,50', '1234.50'],
    ['1,234.50', '1234.50'],
    ['1,234,567', '1234567'],
    ['1 234,5', '1234.5'],
  ])('reads %s as %s', (input, value) => {
    expect(parseLocaleDecimal(input)).toEqual({ ok: true, value })
  })

  it.each([
    ['', 'Enter an amount'],
    ['-1', 'Must be above 0'],
    ['12 ETH', 'Use digits and one decimal separator, like 12.50 or 12,50'],
    ['1e3', 'Use digits and one decimal separator, like 12.50 or 12,50'],
    ['1,2,3', 'Use only one decimal separator'],
    ['1.2.3', 'Use only one decimal separator'],
    ['1,50.2,1', 'Use only one decimal separator'],
    ['1.', 'Add digits after the decimal separator'],
  ])('says what is wrong with %j', (input, problem) => {
    expect(parseLocaleDecimal(input)).toEqual({ ok: false, problem })
  })
})

describe('compareDecimals', () => {
  it.each([
    ['1', '1.0', 0],
    ['0.02', '12', -1],
    ['12', '9.99', 1],
    ['007', '7', 0],
    ['0.1', '0.10000000000000000001', -1],
    ['100000000000000000000001', '100000000000000000000000.9', 1],
  ] as const)('%s vs %s → %i', (a, b, order) => {
    expect(compareDecimals(a, b)).toBe(order)
  })
})
