import {
  AppError,
  BadRequestError,
  ConflictError,
  ESCROW_ABI,
  ESCROW_STEPS,
  type EscrowStepEvent,
  escrowOrderId,
  escrowStepStatus,
  type OrderStatus,
  ServiceUnavailableError,
} from '@agora/domain'
import { and, eq, sql } from 'drizzle-orm'
import { type Hex, isAddressEqual, parseEventLogs } from 'viem'
import { minedReceipt } from '../../chain/minedReceipt.ts'
import type { AppContext } from '../../context.ts'
import { type OrderRow, orderEvents, orders } from '../../db/schema/marketplace.ts'
import { announceOrder, record } from './orderStore.ts'

type Verified = {
  txHash: Hex
  /** Who sent the transaction on-chain. */
  by: Hex
  args: Record<string, unknown>
}

/**
 * Checks on the order's chain that `txHash` is a successful transaction, with enough
 * confirmations, in which the order's own escrow contract emitted `eventName` for this
 * order. The client's word is never taken: only the receipt's logs count.
 */
export async function verifyEscrowStep(
  ctx: AppContext,
  order: OrderRow,
  txHash: Hex,
  eventName: EscrowStepEvent,
): Promise<Verified> {
  const escrow = order.escrowAddress as Hex | null
  if (!escrow) throw new ConflictError('NOT_ESCROW')
  const client = ctx.chains.publicClient(order.chainId)
  try {
    const receipt = await minedReceipt(client, txHash, {
      pending: 'ESCROW_TX_PENDING',
      notFound: 'ESCROW_TX_NOT_FOUND',
      failed: 'ESCROW_TX_FAILED',
    })
    const log = parseEventLogs({ abi: ESCROW_ABI, eventName, logs: receipt.logs }).find(
      (entry) =>
        isAddressEqual(entry.address, escrow) &&
        (entry.args as { orderId: Hex }).orderId === escrowOrderId(order.id),
    )
    if (!log) throw new BadRequestError('ESCROW_EVENT_MISSING', { event: eventName })
    const head = await client.getBlockNumber({ cacheTime: 0 })
    if (head - receipt.blockNumber + 1n < BigInt(ctx.config.confirmations)) {
      throw new ConflictError('ESCROW_TX_PENDING', { stage: 'confirming' })
    }
    return { txHash: receipt.transactionHash, by: receipt.from, args: log.args }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new ServiceUnavailableError('CHAIN_UNAVAILABLE', { check: 'transaction' })
  }
}

/** Plain JSON for the timeline: amounts as decimal strings. */
function jsonArgs(args: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(args)
      .filter(([name]) => name !== 'orderId')
      .map(([name, value]) => [name, typeof value === 'bigint' ? value.toString() : value]),
  )
}

/**
 * Mirrors a verified escrow event on the order, once per transaction: the new status, a
 * timeline step with the transaction hash, a notification. Returns the order as it now is.
 */
export async function applyEscrowStep(
  ctx: AppContext,
  order: OrderRow,
  eventName: EscrowStepEvent,
  verified: Verified,
  actorId: string | null,
  data: Record<string, unknown> = {},
): Promise<OrderRow> {
  const step = ESCROW_STEPS[eventName]
  const txHash = verified.txHash.toLowerCase()
  const [seen] = await ctx.db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, order.id),
        eq(orderEvents.type, step.event),
        sql`${orderEvents.data}->>'txHash' = ${txHash}`,
      ),
    )
  if (seen) return order
  const from: readonly OrderStatus[] = step.from
  if (!from.includes(order.status))
    throw new ConflictError('ORDER_STATE_INVALID', { status: order.status, step: step.event })
  const to = escrowStepStatus(eventName, Number(verified.args.buyerBps))
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: to, updatedAt: ctx.clock.now() })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning()
    if (!row) throw new ConflictError('ORDER_CHANGED')
    await record(tx, row, step.event, actorId, {
      ...data,
      ...jsonArgs(verified.args),
      by: verified.by.toLowerCase(),
      txHash,
      status: to,
    })
    return row
  })
  announceOrder(ctx, updated)
  return updated
}
