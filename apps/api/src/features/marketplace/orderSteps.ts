import {
  ConflictError,
  ForbiddenError,
  ORDER_STEPS,
  type OrderStep,
  orderRefusal,
} from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { type OrderRow, orders } from '../../db/schema/marketplace.ts'
import type { Viewer } from '../../http/viewer.ts'
import {
  announceOrder,
  expireIfDue,
  orderViewerOf,
  record,
  releaseStock,
  visibleOrder,
} from './orderStore.ts'
import { presentOrder } from './orderView.ts'

// @NOTE the order routes and the Spanish catalogue's test read the domain's steps by this name
export { ORDER_STEPS as STEPS }

/** Moves an order one step, when it is in a state that allows it and the viewer is the right party. */
export async function advanceOrder(
  ctx: AppContext,
  viewer: Viewer,
  orderId: string,
  step: OrderStep,
  data: Record<string, unknown> = {},
  changes: Partial<Pick<OrderRow, 'carrier' | 'trackingNumber'>> = {},
) {
  const order = await expireIfDue(ctx, await visibleOrder(ctx, viewer, orderId))
  const refusal = orderRefusal(step, order.status, orderViewerOf(order, viewer))
  if (refusal === 'party')
    throw typeof step.by === 'string'
      ? new ForbiddenError('WRONG_PARTY', { party: step.by, act: 'do' })
      : new ForbiddenError('WRONG_PARTY', { party: 'either', act: 'do' })
  if (refusal === 'status') {
    throw new ConflictError('ORDER_STATE_INVALID', { status: order.status, step: step.event })
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: step.to, ...changes, updatedAt: ctx.clock.now() })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning()
    if (!row) throw new ConflictError('ORDER_CHANGED')
    if (step.releasesStock) await releaseStock(tx, row)
    await record(tx, row, step.event, viewer.userId, { ...data, status: step.to })
    return row
  })
  announceOrder(ctx, updated)
  return presentOrder(ctx, updated, viewer)
}
