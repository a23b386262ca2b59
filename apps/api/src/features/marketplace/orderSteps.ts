import { ConflictError, ForbiddenError, hasRole, type OrderStatus } from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { orders } from '../../db/schema/marketplace.ts'
import type { Viewer } from '../../http/viewer.ts'
import { announceOrder, expireIfDue, record, releaseStock, visibleOrder } from './orderStore.ts'
import { type OrderRow, presentOrder } from './orderView.ts'

export type Step = {
  from: OrderStatus[]
  to: OrderStatus
  by: 'buyer' | 'seller' | 'admin'
  event: string
  releasesStock?: boolean
}

export const STEPS = {
  cancel: {
    from: ['awaiting_payment'],
    to: 'cancelled',
    by: 'buyer',
    event: 'cancelled',
    releasesStock: true,
  },
  ship: { from: ['paid'], to: 'shipped', by: 'seller', event: 'shipped' },
  confirmDelivery: { from: ['shipped'], to: 'completed', by: 'buyer', event: 'delivered' },
  dispute: { from: ['paid', 'shipped'], to: 'disputed', by: 'buyer', event: 'disputed' },
  resolveCompleted: { from: ['disputed'], to: 'completed', by: 'admin', event: 'resolved' },
  resolveRefunded: { from: ['disputed'], to: 'refunded', by: 'admin', event: 'resolved' },
} satisfies Record<string, Step>

/** Moves an order one step, when it is in a state that allows it and the viewer is the right party. */
export async function advanceOrder(
  ctx: AppContext,
  viewer: Viewer,
  orderId: string,
  step: Step,
  data: Record<string, unknown> = {},
  changes: Partial<Pick<OrderRow, 'carrier' | 'trackingNumber'>> = {},
) {
  const order = await expireIfDue(ctx, await visibleOrder(ctx, viewer, orderId))
  const allowed =
    step.by === 'admin'
      ? hasRole(viewer.role, 'admin')
      : (step.by === 'buyer' ? order.buyerId : order.sellerId) === viewer.userId
  if (!allowed) throw new ForbiddenError(`Only the ${step.by} can do this`, 'WRONG_PARTY')
  if (!step.from.includes(order.status)) {
    throw new ConflictError(
      `An order that is ${order.status} cannot be ${step.event}`,
      'ORDER_STATE_INVALID',
    )
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: step.to, ...changes, updatedAt: ctx.clock.now() })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning()
    if (!row)
      throw new ConflictError('This order changed meanwhile; reload it', 'ORDER_STATE_INVALID')
    if (step.releasesStock) await releaseStock(tx, row)
    await record(tx, row, step.event, viewer.userId, { ...data, status: step.to })
    return row
  })
  announceOrder(ctx, updated)
  return presentOrder(ctx, updated, viewer)
}
