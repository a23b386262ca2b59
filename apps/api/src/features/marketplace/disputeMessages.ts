import { ConflictError, ORDER_ACTIONS, orderRefusal } from '@agora/domain'
import type { AppContext } from '../../context.ts'
import type { Viewer } from '../../http/viewer.ts'
import { announceOrder, orderViewerOf, record, visibleOrder } from './orderStore.ts'
import { presentOrder } from './orderView.ts'

/** A message with evidence links in a disputed order's timeline, from a party or an admin. */
export async function addDisputeMessage(
  ctx: AppContext,
  viewer: Viewer,
  orderId: string,
  message: { message: string; evidence: string[] },
) {
  const order = await visibleOrder(ctx, viewer, orderId)
  // whoever sees the order may add to its dispute: only its status can refuse them
  if (orderRefusal(ORDER_ACTIONS.disputeMessage, order.status, orderViewerOf(order, viewer)))
    throw new ConflictError('ORDER_NOT_DISPUTED', { act: 'message' })
  await ctx.db.transaction((tx) => record(tx, order, 'dispute_message', viewer.userId, message))
  announceOrder(ctx, order)
  return presentOrder(ctx, order, viewer)
}
