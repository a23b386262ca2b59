import type { OrderStatus, SELLER_NOTIFICATION_TYPES } from '@agora/domain'
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { notifications } from '../../db/schema/notifications.ts'

/**
 * A seller's notifications are not stored apart: they are the rows of their one inbox about
 * orders for their listings, and the reviews of those orders, shown in the seller area's shape.
 */
function sellerRows(sellerId: string): SQL | undefined {
  return and(
    eq(notifications.userId, sellerId),
    or(
      eq(notifications.kind, 'review'),
      and(eq(notifications.kind, 'order'), sql`${notifications.data}->>'role' = 'seller'`),
    ),
  )
}

type SellerNotificationType = (typeof SELLER_NOTIFICATION_TYPES)[number]

const TYPE_OF_STATUS: Record<OrderStatus, SellerNotificationType> = {
  awaiting_payment: 'new_order',
  paid: 'paid',
  shipped: 'shipped',
  completed: 'delivered',
  cancelled: 'cancelled',
  expired: 'expired',
  disputed: 'disputed',
  refunded: 'refunded',
}

const NOTIFICATION_TEXT: Record<SellerNotificationType, string> = {
  new_order: 'New order placed',
  paid: 'Order paid',
  shipped: 'Order shipped',
  delivered: 'Order delivered',
  cancelled: 'Order cancelled',
  expired: 'Order expired unpaid',
  disputed: 'Order disputed',
  refunded: 'Order refunded',
  review: 'New review',
}

type Row = typeof notifications.$inferSelect

function present(row: Row) {
  const data = row.data as { orderId: string; status?: OrderStatus }
  const type: SellerNotificationType =
    row.kind === 'order' && data.status ? TYPE_OF_STATUS[data.status] : 'review'
  return {
    id: row.id,
    type,
    orderId: data.orderId,
    message: NOTIFICATION_TEXT[type],
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function sellerNotificationList(ctx: AppContext, sellerId: string) {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(sellerRows(sellerId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(100)
  return rows.map(present)
}

/** Marks some of the seller's notifications read (the same rows read in the inbox), or all. */
export async function markSellerNotificationsRead(
  ctx: AppContext,
  sellerId: string,
  ids: string[] | 'all',
) {
  await ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(
      and(
        sellerRows(sellerId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
  return sellerNotificationList(ctx, sellerId)
}

export async function unreadSellerNotifications(ctx: AppContext, sellerId: string) {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(sellerRows(sellerId), isNull(notifications.readAt)))
  return row?.count ?? 0
}
