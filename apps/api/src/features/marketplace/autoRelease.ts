import { ESCROW_ABI, ESCROW_STEP_EVENTS, escrowOrderId, OPEN_ORDER_STATUSES } from '@agora/domain'
import { and, inArray, isNotNull, lte } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { viemChain } from '../../chain/chains.ts'
import type { AppContext } from '../../context.ts'
import { type OrderRow, orders } from '../../db/schema/marketplace.ts'
import { applyEscrowStep, verifyEscrowStep } from './escrowSteps.ts'

const BATCH = 50
const FUNDED = 1

/**
 * Escrows past their release deadline: released to the seller by the keeper key where one is
 * set, and, whatever happened to them on-chain meanwhile (a release by anyone, a refund, a
 * dispute), mirrored on their orders from the escrow's own events.
 */
export async function settleDueEscrows(ctx: AppContext, log: FastifyBaseLogger) {
  const due = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        isNotNull(orders.escrowAddress),
        inArray(orders.status, [...OPEN_ORDER_STATUSES]),
        lte(orders.escrowReleaseAfter, ctx.clock.now()),
      ),
    )
    .limit(BATCH)
  for (const order of due) {
    await settleDueEscrow(ctx, order).catch((err: unknown) =>
      log.warn({ err, orderId: order.id }, 'could not settle a due escrow'),
    )
  }
}

async function settleDueEscrow(ctx: AppContext, order: OrderRow) {
  const client = ctx.chains.publicClient(order.chainId)
  const escrow = order.escrowAddress as Hex
  const orderId = escrowOrderId(order.id)
  const deal = await client.readContract({
    address: escrow,
    abi: ESCROW_ABI,
    functionName: 'deals',
    args: [orderId],
  })
  const keeperKey = ctx.escrows.keeperKey(order.chainId)
  if (deal.state === FUNDED) {
    if (!keeperKey) return
    const keeper = createWalletClient({
      account: privateKeyToAccount(keeperKey),
      chain: viemChain(order.chainId),
      transport: http(ctx.config.rpcUrls[order.chainId]),
    })
    const hash = await keeper.writeContract({
      address: escrow,
      abi: ESCROW_ABI,
      functionName: 'release',
      args: [orderId],
    })
    await client.waitForTransactionReceipt({ hash, confirmations: ctx.config.confirmations })
    const verified = await verifyEscrowStep(ctx, order, hash, 'Released')
    await applyEscrowStep(ctx, order, 'Released', verified, null, { automatic: true })
    return
  }
  await mirrorFromLogs(ctx, order)
}

/** Applies the escrow's events for this order, oldest first, that the order does not show yet. */
async function mirrorFromLogs(ctx: AppContext, order: OrderRow) {
  const client = ctx.chains.publicClient(order.chainId)
  const escrow = order.escrowAddress as Hex
  const fromBlock = (await client.getTransactionReceipt({ hash: order.txHash as Hex })).blockNumber
  const found = (
    await Promise.all(
      ESCROW_STEP_EVENTS.map(async (eventName) =>
        (
          await client.getContractEvents({
            address: escrow,
            abi: ESCROW_ABI,
            eventName,
            args: { orderId: escrowOrderId(order.id) },
            fromBlock,
          })
        ).map((entry) => ({ eventName, entry })),
      ),
    )
  )
    .flat()
    .sort((a, b) =>
      a.entry.blockNumber === b.entry.blockNumber
        ? a.entry.logIndex - b.entry.logIndex
        : Number(a.entry.blockNumber - b.entry.blockNumber),
    )
  let current = order
  for (const { eventName, entry } of found) {
    const verified = await verifyEscrowStep(ctx, current, entry.transactionHash, eventName)
    current = await applyEscrowStep(ctx, current, eventName, verified, null)
  }
}
