import {
  hasRole,
  NotFoundError,
  ORDER_EXPIRY,
  type OrderStatus,
  type OrderViewer,
} from '@agora/domain'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { listings, type OrderRow, orderEvents, orders } from '../../db/schema/marketplace.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'

type Db = AppContext['db']
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Orders left unpaid past their window expire and give their stock back. */
export async function expireOverdueOrders(ctx: AppContext) {
  const expired = await ctx.db.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({ status: ORDER_EXPIRY.to, updatedAt: ctx.clock.now() })
      .where(
        and(inArray(orders.status, [...ORDER_EXPIRY.from]), lt(orders.expiresAt, ctx.clock.now())),
      )
      .returning()
    for (const order of expired) {
      if (ORDER_EXPIRY.releasesStock) await releaseStock(tx, order)
      await record(tx, order, ORDER_EXPIRY.event, null, {})
    }
    return expired
  })
  for (const order of expired) announceOrder(ctx, order)
}

/** Tells subscribers an order moved (after its transaction committed). */
export function announceOrder(ctx: AppContext, order: OrderRow) {
  ctx.events.publish('order.changed', {
    orderId: order.id,
    status: order.status,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
  })
}

export async function expireIfDue(ctx: AppContext, order: OrderRow) {
  const expiring: readonly OrderStatus[] = ORDER_EXPIRY.from
  if (!expiring.includes(order.status) || order.expiresAt > ctx.clock.now()) return order
  await expireOverdueOrders(ctx)
  const [fresh] = await ctx.db.select().from(orders).where(eq(orders.id, order.id))
  return fresh ?? order
}

export async function visibleOrder(ctx: AppContext, viewer: Viewer, orderId: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId))
  const visible =
    order &&
    (order.buyerId === viewer.userId ||
      order.sellerId === viewer.userId ||
      hasRole(viewer.role, 'admin'))
  if (!visible) throw new NotFoundError('ORDER_NOT_FOUND')
  return order
}

/** Who `viewer` is to `order`, for the domain's order rules. */
export function orderViewerOf(
  order: Pick<OrderRow, 'buyerId' | 'sellerId'>,
  viewer: Viewer,
): OrderViewer {
  return {
    buyer: order.buyerId === viewer.userId,
    seller: order.sellerId === viewer.userId,
    admin: hasRole(viewer.role, 'admin'),
  }
}

export async function releaseStock(tx: Tx, order: OrderRow) {
  await tx
    .update(listings)
    .set({
      quantity: sql`${listings.quantity} + ${order.quantity}`,
      status: sql`case when ${listings.status} = 'sold_out' then 'active' else ${listings.status} end`,
    })
    .where(eq(listings.id, order.listingId))
}

export function record(
  tx: Tx,
  order: OrderRow,
  type: string,
  actorId: string | null,
  data: Record<string, unknown>,
) {
  return tx.insert(orderEvents).values({ orderId: order.id, type, actorId, data })
}

export async function walletOf(ctx: AppContext, userId: string) {
  const [row] = await ctx.db
    .select({ address: users.address })
    .from(users)
    .where(eq(users.id, userId))
  return row?.address ?? null
}
