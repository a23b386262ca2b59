import { describe, expect, it } from 'vitest'
import { agreedUnitPrice, isLiveOffer, OFFER_MOVES, OFFER_STATUSES, offerRefusal } from './rules.ts'

describe('offer moves', () => {
  it('let the seller answer an open offer and the buyer a counter', () => {
    expect(offerRefusal('accept', 'open', 'seller')).toBeNull()
    expect(offerRefusal('accept', 'open', 'buyer')).toBe('party')
    expect(offerRefusal('accept', 'countered', 'buyer')).toBeNull()
    expect(offerRefusal('accept', 'countered', 'seller')).toBe('party')
    expect(offerRefusal('counter', 'open', 'seller')).toBeNull()
    expect(offerRefusal('counter', 'countered', 'seller')).toBe('status')
    expect(offerRefusal('counter', 'open', 'buyer')).toBe('party')
    expect(offerRefusal('withdraw', 'countered', 'buyer')).toBeNull()
    expect(offerRefusal('withdraw', 'open', 'seller')).toBe('party')
    expect(offerRefusal('withdraw', 'accepted', 'buyer')).toBe('status')
    expect(offerRefusal('accept', 'expired', 'seller')).toBe('status')
  })

  it('settle on the counter when there is one', () => {
    expect(agreedUnitPrice({ amount: '1', counterAmount: null })).toBe('1')
    expect(agreedUnitPrice({ amount: '1', counterAmount: '1.5' })).toBe('1.5')
  })

  it('count as live, expiring on the clock, exactly the statuses someone may still answer', () => {
    const answerable = OFFER_STATUSES.filter((status) =>
      Object.values(OFFER_MOVES).some((moves) => moves[status] !== undefined),
    )
    expect(OFFER_STATUSES.filter(isLiveOffer)).toEqual(['open', 'countered'])
    expect(answerable).toEqual(['open', 'countered'])
  })
})
