import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ORDER_ACTIONS,
  orderRefusal,
} from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { orders, reviews } from '../../db/schema/marketplace.ts'
import type { Viewer } from '../../http/viewer.ts'
import { orderViewerOf } from './orderStore.ts'
import { presentOrder } from './orderView.ts'

/** The buyer of a completed order reviews it, once. */
export async function reviewOrder(
  ctx: AppContext,
  viewer: Viewer,
  orderId: string,
  rating: number,
  comment: string,
) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId))
  if (!order || (order.buyerId !== viewer.userId && order.sellerId !== viewer.userId)) {
    throw new NotFoundError('ORDER_NOT_FOUND')
  }
  const refusal = orderRefusal(ORDER_ACTIONS.review, order.status, orderViewerOf(order, viewer))
  if (refusal === 'party') throw new ForbiddenError('NOT_BUYER', { act: 'review' })
  if (refusal === 'status') throw new ConflictError('ORDER_NOT_COMPLETED')
  const [created] = await ctx.db
    .insert(reviews)
    .values({
      orderId,
      sellerId: order.sellerId,
      buyerId: viewer.userId,
      rating,
      comment,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ orderId: reviews.orderId })
  if (!created) throw new ConflictError('ALREADY_REVIEWED')
  ctx.events.publish('order.reviewed', {
    orderId,
    buyerId: viewer.userId,
    sellerId: order.sellerId,
  })
  return presentOrder(ctx, order, viewer)
}
