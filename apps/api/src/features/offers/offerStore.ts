import { LIVE_OFFER_STATUSES, NotFoundError, type Offer, type OfferStatus } from '@agora/domain'
import { and, eq, inArray, lte, or } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { listings, offers } from '../../db/schema/marketplace.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'
import { trimDecimal } from '../marketplace/decimals.ts'

export type OfferRow = typeof offers.$inferSelect

/** Tells both parties an offer moved; `actorId` is who moved it (null when it expired). */
export function announceOffer(ctx: AppContext, offer: OfferRow, actorId: string | null) {
  ctx.events.publish('offer.changed', {
    offerId: offer.id,
    status: offer.status,
    buyerId: offer.buyerId,
    sellerId: offer.sellerId,
    actorId,
  })
}

/** Live offers past their time expire: every minute (app.ts), and whenever offers are read or moved. */
export async function expireDueOffers(ctx: AppContext) {
  const expired = await ctx.db
    .update(offers)
    .set({ status: 'expired', shippingAddress: null, updatedAt: ctx.clock.now() })
    .where(
      and(inArray(offers.status, [...LIVE_OFFER_STATUSES]), lte(offers.expiresAt, ctx.clock.now())),
    )
    .returning()
  for (const offer of expired) announceOffer(ctx, offer, null)
}

/** An offer its buyer or seller may see; to anyone else it does not exist. */
export async function visibleOffer(ctx: AppContext, viewer: Viewer, offerId: string) {
  await expireDueOffers(ctx)
  const [offer] = await ctx.db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.id, offerId),
        or(eq(offers.buyerId, viewer.userId), eq(offers.sellerId, viewer.userId)),
      ),
    )
  if (!offer) throw new NotFoundError('OFFER_NOT_FOUND')
  return offer
}

export async function presentOffers(
  ctx: AppContext,
  rows: OfferRow[],
  viewer: Viewer,
): Promise<Offer[]> {
  if (rows.length === 0) return []
  const userIds = [...new Set(rows.flatMap((row) => [row.buyerId, row.sellerId]))]
  const [wallets, items] = await Promise.all([
    ctx.db
      .select({ id: users.id, address: users.address })
      .from(users)
      .where(inArray(users.id, userIds)),
    ctx.db
      .select({
        id: listings.id,
        title: listings.title,
        currency: listings.currency,
        chainId: listings.chainId,
      })
      .from(listings)
      .where(inArray(listings.id, [...new Set(rows.map((row) => row.listingId))])),
  ])
  const addressOf = new Map(wallets.map((wallet) => [wallet.id, wallet.address ?? '']))
  const listingOf = new Map(items.map((item) => [item.id, item]))
  return rows.flatMap((row) => {
    const listing = listingOf.get(row.listingId)
    if (!listing) return []
    return [
      {
        id: row.id,
        listingId: row.listingId,
        listingTitle: listing.title,
        buyerAddress: addressOf.get(row.buyerId) ?? '',
        sellerAddress: addressOf.get(row.sellerId) ?? '',
        amount: trimDecimal(row.amount),
        counterAmount: row.counterAmount === null ? null : trimDecimal(row.counterAmount),
        quantity: row.quantity,
        currency: listing.currency,
        chainId: listing.chainId,
        status: row.status as OfferStatus,
        message: row.message,
        orderId: row.orderId,
        viewerRole: row.buyerId === viewer.userId ? ('buyer' as const) : ('seller' as const),
        expiresAt: row.expiresAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
      },
    ]
  })
}

export async function presentOffer(ctx: AppContext, row: OfferRow, viewer: Viewer) {
  const [offer] = await presentOffers(ctx, [row], viewer)
  if (!offer) throw new NotFoundError('OFFER_NOT_FOUND')
  return offer
}
