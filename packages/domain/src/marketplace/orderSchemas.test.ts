import { describe, expect, it } from 'vitest'
import { disputeOrderSchema, resolveDisputeSchema, shipOrderSchema } from './orderSchemas.ts'
import {
  CARRIER_MAX_LENGTH,
  CARRIER_MIN_LENGTH,
  DISPUTE_REASON_MIN_LENGTH,
  ORDER_TEXT_MAX_LENGTH,
  RESOLVE_NOTE_MIN_LENGTH,
  TRACKING_NUMBER_MAX_LENGTH,
} from './rules.ts'

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
