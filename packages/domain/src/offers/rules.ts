/** Offers on a listing: who may move one, from which statuses. Server checks and web buttons. */

export const OFFER_STATUSES = [
  'open',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]

export const OFFER_MIN_HOURS = 1
export const OFFER_MAX_HOURS = 168
export const OFFER_MESSAGE_MAX_LENGTH = 500

/** Still waiting for an answer: the buyer's offer (seller to answer) or the seller's counter. */
export const LIVE_OFFER_STATUSES = ['open', 'countered'] as const satisfies readonly OfferStatus[]

export function isLiveOffer(status: OfferStatus) {
  const live: readonly OfferStatus[] = LIVE_OFFER_STATUSES
  return live.includes(status)
}

export type OfferParty = 'buyer' | 'seller'
export type OfferMove = 'accept' | 'decline' | 'counter' | 'withdraw'

/**
 * Who answers an offer in each live status: the seller answers the buyer's offer (accept,
 * decline, counter); the buyer answers a counter (accept). The buyer may withdraw either.
 */
export const OFFER_MOVES: Record<OfferMove, Partial<Record<OfferStatus, OfferParty>>> = {
  accept: { open: 'seller', countered: 'buyer' },
  decline: { open: 'seller', countered: 'buyer' },
  counter: { open: 'seller' },
  withdraw: { open: 'buyer', countered: 'buyer' },
}

/** Why `party` may not make `move` on an offer in `status`, or null when they may. */
export function offerRefusal(
  move: OfferMove,
  status: OfferStatus,
  party: OfferParty,
): 'party' | 'status' | null {
  const by = OFFER_MOVES[move][status]
  if (by === undefined) {
    const parties = Object.values(OFFER_MOVES[move])
    return parties.includes(party) ? 'status' : 'party'
  }
  return by === party ? null : 'party'
}

/** The price per unit both sides agree to when an offer is accepted: the counter if any. */
export function agreedUnitPrice(offer: { amount: string; counterAmount: string | null }) {
  return offer.counterAmount ?? offer.amount
}
