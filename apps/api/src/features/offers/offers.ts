import {
  BadRequestError,
  ConflictError,
  compareDecimals,
  ForbiddenError,
  type MakeOffer,
  NotFoundError,
  type OfferMove,
  type OfferStatus,
  offerRefusal,
  priceProblem,
  ValidationError,
} from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { offers } from '../../db/schema/marketplace.ts'
import { isUniqueViolation } from '../../db/uniqueViolation.ts'
import type { Viewer } from '../../http/viewer.ts'
import { trimDecimal } from '../marketplace/decimals.ts'
import { findListing } from '../marketplace/listings.ts'
import { walletOf } from '../marketplace/orderStore.ts'
import { assertShippingFits } from '../marketplace/shippingAddresses.ts'
import {
  announceOffer,
  expireDueOffers,
  type OfferRow,
  presentOffer,
  visibleOffer,
} from './offerStore.ts'

const HOUR_MS = 60 * 60 * 1000

/** An amount must suit the listing's currency's decimals: a 400 on `body.amount` otherwise. */
function assertAmountFits(amount: string, currency: Parameters<typeof priceProblem>[1]) {
  const problem = priceProblem(amount, currency)
  if (problem) throw new ValidationError([{ field: 'body.amount', ...problem }])
}

/** A buyer offers a price per unit for a listing that takes offers: one live offer per listing. */
export async function makeOffer(
  ctx: AppContext,
  viewer: Viewer,
  listingId: string,
  input: MakeOffer,
) {
  if (!(await walletOf(ctx, viewer.userId)))
    throw new BadRequestError('WALLET_REQUIRED', { to: 'buy' })
  const listing = await findListing(ctx, listingId)
  if (listing.status === 'removed' || listing.hiddenAt) throw new NotFoundError('LISTING_NOT_FOUND')
  if (listing.sellerId === viewer.userId) throw new BadRequestError('OWN_LISTING')
  if (!listing.acceptsOffers) throw new ConflictError('OFFERS_NOT_ACCEPTED')
  if (listing.status !== 'active' || listing.quantity < input.quantity)
    throw new ConflictError('LISTING_SOLD_OUT')
  assertAmountFits(input.amount, listing.currency)
  if (listing.minimumOffer !== null && compareDecimals(input.amount, listing.minimumOffer) < 0)
    throw new BadRequestError('OFFER_TOO_LOW', {
      minimum: trimDecimal(listing.minimumOffer),
      currency: listing.currency,
    })
  assertShippingFits(listing.kind, input.shippingAddress)
  await expireDueOffers(ctx)
  const now = ctx.clock.now()
  const [created] = await ctx.db
    .insert(offers)
    .values({
      listingId,
      buyerId: viewer.userId,
      sellerId: listing.sellerId,
      amount: input.amount,
      quantity: input.quantity,
      message: input.message || null,
      shippingAddress: input.shippingAddress ?? null,
      expiresAt: new Date(now.getTime() + input.expiresInHours * HOUR_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ConflictError('OFFER_ALREADY_OPEN')
      throw error
    })
  if (!created) throw new Error('offer insert returned nothing')
  announceOffer(ctx, created, viewer.userId)
  return presentOffer(ctx, created, viewer)
}

/** Whether `viewer` may make `move` now; the offer as it is, or a 403/409 saying why not. */
export async function offerForMove(
  ctx: AppContext,
  viewer: Viewer,
  offerId: string,
  move: OfferMove,
) {
  const offer = await visibleOffer(ctx, viewer, offerId)
  const party = offer.buyerId === viewer.userId ? 'buyer' : 'seller'
  const refusal = offerRefusal(move, offer.status as OfferStatus, party)
  if (refusal === 'party') throw new ForbiddenError('OFFER_OTHER_PARTY_TURN')
  if (refusal === 'status') throw new ConflictError('OFFER_STATE_INVALID', { status: offer.status })
  return offer
}

/** Moves an offer from the status it was read in; a 409 when it moved meanwhile. */
export async function changeOffer(
  ctx: AppContext,
  offer: OfferRow,
  changes: Partial<Pick<OfferRow, 'status' | 'counterAmount' | 'orderId' | 'shippingAddress'>>,
  db: Pick<AppContext['db'], 'update'> = ctx.db,
) {
  const [row] = await db
    .update(offers)
    .set({ ...changes, updatedAt: ctx.clock.now() })
    .where(and(eq(offers.id, offer.id), eq(offers.status, offer.status)))
    .returning()
  if (!row) throw new ConflictError('OFFER_CHANGED')
  return row
}

/** The seller declines (or the buyer declines a counter), or the buyer withdraws. */
export async function closeOffer(
  ctx: AppContext,
  viewer: Viewer,
  offerId: string,
  move: 'decline' | 'withdraw',
) {
  const offer = await offerForMove(ctx, viewer, offerId, move)
  const status = move === 'decline' ? 'declined' : 'withdrawn'
  const row = await changeOffer(ctx, offer, { status, shippingAddress: null })
  announceOffer(ctx, row, viewer.userId)
  return presentOffer(ctx, row, viewer)
}

/** The seller names their own price per unit; the buyer may then accept it. */
export async function counterOffer(
  ctx: AppContext,
  viewer: Viewer,
  offerId: string,
  amount: string,
) {
  const offer = await offerForMove(ctx, viewer, offerId, 'counter')
  const listing = await findListing(ctx, offer.listingId)
  assertAmountFits(amount, listing.currency)
  const row = await changeOffer(ctx, offer, { status: 'countered', counterAmount: amount })
  announceOffer(ctx, row, viewer.userId)
  return presentOffer(ctx, row, viewer)
}
