import { escrowOrderId, type Order } from '@agora/domain'
import { asc, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { listings, type OrderRow, orderEvents, reviews } from '../../db/schema/marketplace.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'
import { disputeVoteOf } from './disputeVote.ts'
import { shippingAddressOf } from './shippingAddresses.ts'

/**
 * An order with its listing's title, both parties' wallets, its timeline and any review, and
 * its shipping address when `viewer` may see it.
 */
export async function presentOrder(
  ctx: AppContext,
  order: OrderRow,
  viewer: Viewer,
): Promise<Order> {
  // first: a dispute vote found over is settled here, and its decision joins the timeline
  const disputeVote = await disputeVoteOf(ctx, order)
  const [events, [listing], [review], shippingAddress] = await Promise.all([
    ctx.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.createdAt)),
    ctx.db.select({ title: listings.title }).from(listings).where(eq(listings.id, order.listingId)),
    ctx.db.select().from(reviews).where(eq(reviews.orderId, order.id)),
    shippingAddressOf(ctx, order, viewer),
  ])
  const userIds = [
    order.buyerId,
    order.sellerId,
    ...events.flatMap((e) => (e.actorId ? [e.actorId] : [])),
  ]
  const addresses = new Map(
    (
      await ctx.db
        .select({ id: users.id, address: users.address })
        .from(users)
        .where(inArray(users.id, [...new Set(userIds)]))
    ).map((user) => [user.id, user.address]),
  )
  return {
    id: order.id,
    listingId: order.listingId,
    listingTitle: listing?.title ?? '',
    buyerAddress: addresses.get(order.buyerId) ?? '',
    sellerAddress: addresses.get(order.sellerId) ?? '',
    quantity: order.quantity,
    status: order.status,
    payment: {
      chainId: order.chainId,
      to: order.payTo,
      currency: order.currency,
      ...(order.currency === 'ETH'
        ? { amountWei: order.amountBase }
        : { tokenAddress: order.tokenAddress ?? '', tokenAmount: order.amountBase }),
      expiresAt: order.expiresAt.toISOString(),
    },
    txHash: order.txHash,
    escrow: order.escrowAddress
      ? {
          address: order.escrowAddress,
          orderId: escrowOrderId(order.id),
          releaseAfter: order.escrowReleaseAfter?.toISOString() ?? null,
        }
      : null,
    shipping:
      order.carrier && order.trackingNumber
        ? { carrier: order.carrier, trackingNumber: order.trackingNumber }
        : null,
    shippingAddress,
    review: review
      ? {
          rating: review.rating,
          comment: review.comment,
          createdAt: review.createdAt.toISOString(),
        }
      : null,
    disputeVote,
    events: events.map((event) => ({
      type: event.type,
      actorAddress: event.actorId ? (addresses.get(event.actorId) ?? null) : null,
      data: event.data,
      createdAt: event.createdAt.toISOString(),
    })),
    createdAt: order.createdAt.toISOString(),
  }
}
