import {
  BadRequestError,
  ConflictError,
  CURRENCY_DECIMALS,
  ForbiddenError,
  NotFoundError,
  ORDER_PAYMENT_WINDOW_MS,
  ORDER_STEPS,
  orderRefusal,
  type ShippingAddress,
} from '@agora/domain'
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import { type Hex, parseUnits } from 'viem'
import type { AppContext } from '../../context.ts'
import { listings, type OrderRow, orders } from '../../db/schema/marketplace.ts'
import type { Viewer } from '../../http/viewer.ts'
import { dayOf, trimDecimal } from './decimals.ts'
import { bumpDaily, findListing } from './listings.ts'
import {
  announceOrder,
  expireIfDue,
  orderViewerOf,
  record,
  type Tx,
  visibleOrder,
  walletOf,
} from './orderStore.ts'
import { presentOrder } from './orderView.ts'
import { assertShippingFits, storeShippingAddress } from './shippingAddresses.ts'
import { assertUnpaidHoldAllowed } from './unpaidHolds.ts'
import { verifyPayment } from './verifyPayment.ts'

export type NewOrder = {
  listingId: string
  quantity: number
  /** Required for a physical listing, refused for a digital one. */
  shippingAddress?: ShippingAddress | undefined
}

/**
 * Reserves stock atomically (never oversold) for the payment window, within the buyer's
 * unpaid-hold caps, keeps where a physical item ships, and tells the buyer exactly what to pay.
 */
export async function createOrder(ctx: AppContext, viewer: Viewer, input: NewOrder) {
  const order = await placeOrder(ctx, viewer.userId, input)
  return presentOrder(ctx, order, viewer)
}

/** What an order made some other way than checkout (an accepted offer) brings. */
export type PlaceOrderTerms = {
  /** The agreed price per unit, instead of the listing's. */
  unitPrice?: string
  /** Runs inside the order's transaction, once the order exists. */
  alongside?: (tx: Tx, order: OrderRow) => Promise<unknown>
}

/** The order itself, for `buyerId`: the same reservation, limits and payment as checkout. */
export async function placeOrder(
  ctx: AppContext,
  buyerId: string,
  input: NewOrder,
  terms: PlaceOrderTerms = {},
) {
  const { listingId, quantity, shippingAddress } = input
  const buyerAddress = await walletOf(ctx, buyerId)
  if (!buyerAddress) throw new BadRequestError('WALLET_REQUIRED', { to: 'buy' })
  const listing = await findListing(ctx, listingId)
  if (listing.sellerId === buyerId) throw new BadRequestError('OWN_LISTING')
  if (listing.status === 'removed') throw new NotFoundError('LISTING_NOT_FOUND')
  assertShippingFits(listing.kind, shippingAddress)
  const payTo = await walletOf(ctx, listing.sellerId)
  if (!payTo) throw new ConflictError('SELLER_UNAVAILABLE')

  const unitPrice = trimDecimal(terms.unitPrice ?? listing.priceAmount)
  const amountBase = parseUnits(unitPrice, CURRENCY_DECIMALS[listing.currency]) * BigInt(quantity)
  const now = ctx.clock.now()
  const order = await ctx.db.transaction(async (tx) => {
    await assertUnpaidHoldAllowed(tx, buyerId, listing, quantity)
    const reserved = await tx
      .update(listings)
      .set({
        quantity: sql`${listings.quantity} - ${quantity}`,
        status: sql`case when ${listings.quantity} - ${quantity} = 0 then 'sold_out' else ${listings.status} end`,
      })
      .where(
        and(
          eq(listings.id, listingId),
          eq(listings.status, 'active'),
          sql`${listings.quantity} >= ${quantity}`,
        ),
      )
      .returning({ id: listings.id })
    if (reserved.length === 0) throw new ConflictError('LISTING_SOLD_OUT')
    const [created] = await tx
      .insert(orders)
      .values({
        listingId,
        buyerId,
        sellerId: listing.sellerId,
        quantity,
        chainId: listing.chainId,
        currency: listing.currency,
        payTo,
        amountBase: amountBase.toString(),
        amount: sql`${unitPrice}::numeric * ${quantity}`,
        tokenAddress:
          listing.currency === 'USDC' ? (ctx.config.usdcAddresses[listing.chainId] ?? null) : null,
        escrowAddress: ctx.escrows.on(listing.chainId),
        expiresAt: new Date(now.getTime() + ORDER_PAYMENT_WINDOW_MS),
        createdAt: now,
      })
      .returning()
    if (!created) throw new Error('order insert returned nothing')
    if (shippingAddress) await storeShippingAddress(tx, created, shippingAddress)
    await record(tx, created, 'created', buyerId, {
      quantity,
      ...(terms.unitPrice ? { unitPrice } : {}),
    })
    await terms.alongside?.(tx, created)
    return created
  })
  announceOrder(ctx, order)
  return order
}

/** The buyer, the seller and admins may read an order; to anyone else it does not exist. */
export async function readOrder(ctx: AppContext, viewer: Viewer, orderId: string) {
  const order = await expireIfDue(ctx, await visibleOrder(ctx, viewer, orderId))
  return presentOrder(ctx, order, viewer)
}

export async function listOrders(ctx: AppContext, viewer: Viewer, as: 'buyer' | 'seller') {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(eq(as === 'buyer' ? orders.buyerId : orders.sellerId, viewer.userId))
    .orderBy(desc(orders.createdAt))
    .limit(100)
  return Promise.all(rows.map((row) => presentOrder(ctx, row, viewer)))
}

export async function submitPayment(ctx: AppContext, viewer: Viewer, orderId: string, txHash: Hex) {
  const pay = ORDER_STEPS.pay
  let order = await visibleOrder(ctx, viewer, orderId)
  const payer = orderViewerOf(order, viewer)
  if (orderRefusal(pay, order.status, payer) === 'party')
    throw new ForbiddenError('NOT_BUYER', { act: 'pay' })
  // the same payment again (a retry) answers as the first did
  if (order.status === pay.to && order.txHash?.toLowerCase() === txHash.toLowerCase())
    return presentOrder(ctx, order, viewer)
  order = await expireIfDue(ctx, order)
  if (orderRefusal(pay, order.status, payer) === 'status')
    throw order.status === 'expired'
      ? new ConflictError('ORDER_EXPIRED', { when: 'unpaid' })
      : new ConflictError('ORDER_NOT_PAYABLE', { status: order.status })
  const hash = txHash.toLowerCase()
  const [usedBy] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.chainId, order.chainId), eq(orders.txHash, hash), ne(orders.id, order.id)))
  if (usedBy) throw new ConflictError('PAYMENT_ALREADY_USED')

  const buyerAddress = await walletOf(ctx, order.buyerId)
  const { releaseAfter } = await verifyPayment(ctx, order, buyerAddress ?? '', txHash)

  const paid = await ctx.db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(orders)
        .set({
          status: pay.to,
          txHash: hash,
          escrowReleaseAfter: releaseAfter,
          updatedAt: ctx.clock.now(),
        })
        .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
        .returning()
      if (!updated) throw new ConflictError('ORDER_CHANGED_DURING_PAYMENT')
      await record(tx, updated, pay.event, viewer.userId, {
        txHash: hash,
        ...(updated.escrowAddress ? { escrow: updated.escrowAddress } : {}),
      })
      await tx
        .update(listings)
        .set({ sales: sql`${listings.sales} + ${updated.quantity}` })
        .where(eq(listings.id, updated.listingId))
      await bumpDaily(tx, updated.listingId, dayOf(ctx.clock.now()), {
        sales: updated.quantity,
        revenue: trimDecimal(updated.amount),
      })
      return updated
    })
    .catch((error: unknown) => {
      // the unique (chain, tx hash) index: another order claimed this payment at the same moment
      if (
        String(
          (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code,
        ) === '23505'
      ) {
        throw new ConflictError('PAYMENT_ALREADY_USED')
      }
      throw error
    })
  announceOrder(ctx, paid)
  return presentOrder(ctx, paid, viewer)
}
