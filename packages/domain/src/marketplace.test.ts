import { describe, expect, it } from 'vitest'
import { createListingSchema, listingSearchSchema } from './marketplace.ts'
import { isPriceAmount } from './rules/marketplace.ts'

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

describe('createListingSchema', () => {
  const base = {
    title: 'Stoneware bowl',
    description: 'Hand thrown',
    currency: 'USDC',
    chainId: 8453,
    category: 'crafts',
    images: [],
    quantity: 2,
  }

  it('accepts USDC with 6 decimals and refuses 7', () => {
    expect(createListingSchema.safeParse({ ...base, priceAmount: '12.345678' }).success).toBe(true)
    expect(createListingSchema.safeParse({ ...base, priceAmount: '12.3456789' }).success).toBe(
      false,
    )
  })
})

describe('listingSearchSchema', () => {
  it('refuses a minimum price above the maximum, at the minimum', () => {
    const result = listingSearchSchema.safeParse({ minPrice: '12', maxPrice: '9.99' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      path: ['minPrice'],
      message: 'must not be above the maximum price',
    })
  })

  it('accepts equal bounds and either bound alone', () => {
    expect(listingSearchSchema.safeParse({ minPrice: '12', maxPrice: '12.0' }).success).toBe(true)
    expect(listingSearchSchema.safeParse({ minPrice: '12' }).success).toBe(true)
    expect(listingSearchSchema.safeParse({ maxPrice: '0.5' }).success).toBe(true)
  })
})
