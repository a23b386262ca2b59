import { ConflictError, UNPAID_ORDERS_PER_BUYER, UNPAID_UNITS_PER_LISTING } from '@agora/domain'
import { and, eq, sql } from 'drizzle-orm'
import { orders } from '../../db/schema/marketplace.ts'
import { users } from '../../db/schema/users.ts'
import type { Tx } from './orderStore.ts'

type Listing = { id: string }

/**
 * Caps what one buyer may hold without paying, so nobody can make listings look sold out:
 * a few units per listing and a few unpaid orders in all. Run
 * inside the order's transaction; the buyer's row is locked so parallel orders count too.
 */
export async function assertUnpaidHoldAllowed(
  tx: Tx,
  buyerId: string,
  listing: Listing,
  quantity: number,
) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, buyerId)).for('update')
  const unpaid = and(eq(orders.buyerId, buyerId), eq(orders.status, 'awaiting_payment'))
  const [mine] = await tx
    .select({
      orders: sql<number>`count(*)::int`,
      onListing: sql<number>`coalesce(sum(case when ${orders.listingId} = ${listing.id} then ${orders.quantity} else 0 end), 0)::int`,
    })
    .from(orders)
    .where(unpaid)
  const openOrders = mine?.orders ?? 0
  const onListing = (mine?.onListing ?? 0) + quantity
  if (onListing > UNPAID_UNITS_PER_LISTING) {
    throw new ConflictError('UNPAID_LIMIT', { max: UNPAID_UNITS_PER_LISTING })
  }
  if (openOrders >= UNPAID_ORDERS_PER_BUYER) {
    throw new ConflictError('UNPAID_ORDERS_LIMIT', { count: openOrders })
  }
}
