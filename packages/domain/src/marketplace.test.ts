import { describe, expect, it } from 'vitest'
import { createListingSchema, listingSearchSchema } from './marketplace.ts'
import { disputeOrderSchema, resolveDisputeSchema, shipOrderSchema } from './orders.ts'
import {
  CARRIER_MAX_LENGTH,
  CARRIER_MIN_LENGTH,
  DISPUTE_REASON_MIN_LENGTH,
  isPriceAmount,
  LISTING_TITLE_MAX_LENGTH,
  ORDER_TEXT_MAX_LENGTH,
  RESOLVE_NOTE_MIN_LENGTH,
  TRACKING_NUMBER_MAX_LENGTH,
} from './rules/marketplace.ts'

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

describe('what people write on an order', () => {
  const text = (length: number) => 'x'.repeat(length)

  it('holds shipping details to the lengths the ship form allows', () => {
    const ship = (carrier: string, trackingNumber: string) =>
      shipOrderSchema.safeParse({ carrier, trackingNumber }).success
    expect(ship(text(CARRIER_MIN_LENGTH), text(TRACKING_NUMBER_MAX_LENGTH))).toBe(true)
    expect(ship(text(CARRIER_MIN_LENGTH - 1), 'JD01')).toBe(false)
    expect(ship(text(CARRIER_MAX_LENGTH + 1), 'JD01')).toBe(false)
    expect(ship('DHL', text(TRACKING_NUMBER_MAX_LENGTH + 1))).toBe(false)
  })

  it('holds a dispute’s reason and a decision’s note to the lengths their forms allow', () => {
    const dispute = (reason: string) => disputeOrderSchema.safeParse({ reason }).success
    expect(dispute(text(DISPUTE_REASON_MIN_LENGTH))).toBe(true)
    expect(dispute(text(DISPUTE_REASON_MIN_LENGTH - 1))).toBe(false)
    expect(dispute(text(ORDER_TEXT_MAX_LENGTH))).toBe(true)
    expect(dispute(text(ORDER_TEXT_MAX_LENGTH + 1))).toBe(false)
    const resolve = (note: string) => resolveDisputeSchema.safeParse({ note }).success
    expect(resolve(text(RESOLVE_NOTE_MIN_LENGTH))).toBe(true)
    expect(resolve(text(RESOLVE_NOTE_MIN_LENGTH - 1))).toBe(false)
    expect(resolve(text(ORDER_TEXT_MAX_LENGTH + 1))).toBe(false)
  })
})
