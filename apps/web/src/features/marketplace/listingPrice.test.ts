import { describe, expect, it } from 'vitest'
import { readListingPrice } from './listingPrice.ts'

describe('readListingPrice', () => {
  it('accepts a comma before the decimals', () => {
    expect(readListingPrice('1,50', 'USDC')).toEqual({ ok: true, value: '1.50' })
    expect(readListingPrice('0,25', 'ETH')).toEqual({ ok: true, value: '0.25' })
  })

  it('says exactly what is wrong', () => {
    expect(readListingPrice('', 'ETH')).toEqual({ ok: false, problem: 'Enter an amount' })
    expect(readListingPrice('1,5 USDC', 'USDC')).toEqual({
      ok: false,
      problem: 'Use digits and one decimal separator, like 12.50 or 12,50',
    })
    expect(readListingPrice('0', 'ETH')).toEqual({
      ok: false,
      problem: 'The price must be a decimal above 0 with at most 18 decimals for ETH',
    })
    expect(readListingPrice('1,1234567', 'USDC')).toEqual({
      ok: false,
      problem: 'The price must be a decimal above 0 with at most 6 decimals for USDC',
    })
  })
})
