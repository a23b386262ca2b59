import { describe, expect, it } from 'vitest'
import { LISTING_TITLE_MAX_LENGTH } from './rules.ts'
import { createListingSchema, listingSearchSchema } from './schemas.ts'

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

  it('takes a title exactly as long as the form lets one be typed, and no longer', () => {
    const titled = (length: number) =>
      createListingSchema.safeParse({ ...base, priceAmount: '1', title: 'x'.repeat(length) })
    expect(titled(LISTING_TITLE_MAX_LENGTH).success).toBe(true)
    // the server words the limit from the issue's kind and maximum (FIELD_TOO_BIG)
    expect(titled(LISTING_TITLE_MAX_LENGTH + 1).error?.issues[0]).toMatchObject({
      code: 'too_big',
      maximum: LISTING_TITLE_MAX_LENGTH,
    })
  })

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
      message: 'PRICE_RANGE_INVERTED',
    })
  })

  it('accepts equal bounds and either bound alone', () => {
    expect(listingSearchSchema.safeParse({ minPrice: '12', maxPrice: '12.0' }).success).toBe(true)
    expect(listingSearchSchema.safeParse({ minPrice: '12' }).success).toBe(true)
    expect(listingSearchSchema.safeParse({ maxPrice: '0.5' }).success).toBe(true)
  })
})
