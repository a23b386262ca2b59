import {
  BadRequestError,
  type ListingKind,
  maySeeShippingAddress,
  type ShippingAddress,
} from '@agora/domain'
import { desc, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { type OrderRow, orderShippingAddresses } from '../../db/schema/marketplace.ts'
import type { Viewer } from '../../http/viewer.ts'
import { orderViewerOf, type Tx } from './orderStore.ts'

/** A physical item needs somewhere to go; a digital one must not collect an address at all. */
export function assertShippingFits(kind: ListingKind, address: ShippingAddress | undefined) {
  if (kind === 'physical' && !address) throw new BadRequestError('SHIPPING_ADDRESS_REQUIRED')
  if (kind === 'digital' && address) throw new BadRequestError('SHIPPING_ADDRESS_NOT_ALLOWED')
}

export async function storeShippingAddress(tx: Tx, order: OrderRow, address: ShippingAddress) {
  try {
    await tx.insert(orderShippingAddresses).values({
      orderId: order.id,
      buyerId: order.buyerId,
      ...address,
      createdAt: order.createdAt,
    })
  } catch (error) {
    // @NOTE a failed query's message lists its parameters: rethrow without them, so the
    // 500 that gets logged never carries the buyer's address
    const code = (error as { cause?: { code?: unknown } }).cause?.code
    throw new Error(`storing a shipping address failed (${String(code ?? 'unknown')})`)
  }
}

export async function shippingAddressOf(
  ctx: AppContext,
  order: OrderRow,
  viewer: Viewer,
): Promise<ShippingAddress | null> {
  if (!maySeeShippingAddress(order.status, orderViewerOf(order, viewer))) return null
  const [row] = await ctx.db
    .select()
    .from(orderShippingAddresses)
    .where(eq(orderShippingAddresses.orderId, order.id))
  return row ? addressOf(row) : null
}

/** The address the buyer shipped to last: checkout offers it again. */
export async function lastShippingAddress(
  ctx: AppContext,
  viewer: Viewer,
): Promise<ShippingAddress | null> {
  const [row] = await ctx.db
    .select()
    .from(orderShippingAddresses)
    .where(eq(orderShippingAddresses.buyerId, viewer.userId))
    .orderBy(desc(orderShippingAddresses.createdAt))
    .limit(1)
  return row ? addressOf(row) : null
}

function addressOf(row: typeof orderShippingAddresses.$inferSelect): ShippingAddress {
  return {
    name: row.name,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    country: row.country,
  }
}
