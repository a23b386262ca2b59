import {
  AppError,
  BadRequestError,
  ConflictError,
  ESCROW_ABI,
  escrowOrderId,
  ServiceUnavailableError,
} from '@agora/domain'
import { erc20Abi, type Hex, isAddressEqual, parseEventLogs, zeroAddress } from 'viem'
import { minedReceipt } from '../../chain/minedReceipt.ts'
import type { AppContext } from '../../context.ts'
import type { orders } from '../../db/schema/marketplace.ts'

type OrderRow = typeof orders.$inferSelect
const CLOCK_SKEW_MS = 60_000

/**
 * Checks on the order's chain that `txHash` pays it: a successful transaction from the
 * buyer's wallet, sending at least the amount (ETH value, or USDC Transfer logs) to the
 * seller — or, for an escrow order, a `Funded` event of the order's escrow contract for this
 * order, seller, token and amount — with enough confirmations, mined inside the order's
 * window. Throws a coded 4xx when it does not, and 503 CHAIN_UNAVAILABLE when the chain
 * cannot be asked. Resolves to when an escrow may be released by anyone (null for direct).
 */
export async function verifyPayment(
  ctx: AppContext,
  order: OrderRow,
  buyerAddress: string,
  txHash: Hex,
): Promise<{ releaseAfter: Date | null }> {
  let releaseAfter: Date | null = null
  const client = ctx.chains.publicClient(order.chainId)
  try {
    const receipt = await minedReceipt(client, txHash, {
      pending: 'PAYMENT_PENDING',
      notFound: 'PAYMENT_NOT_FOUND',
      failed: 'PAYMENT_FAILED',
    })

    const transaction = await client.getTransaction({ hash: txHash })
    if (!isAddressEqual(transaction.from, buyerAddress as Hex)) {
      throw new BadRequestError('PAYMENT_WRONG_SENDER')
    }
    const due = BigInt(order.amountBase)
    const payTo = order.payTo as Hex
    if (order.escrowAddress) {
      releaseAfter = checkFunded(order, buyerAddress as Hex, receipt.logs, due)
    } else if (order.currency === 'ETH') {
      if (!transaction.to || !isAddressEqual(transaction.to, payTo)) {
        throw new BadRequestError('PAYMENT_WRONG_RECIPIENT', { via: 'transfer' })
      }
      if (transaction.value < due) throw new BadRequestError('PAYMENT_UNDERPAID')
    } else {
      const token = order.tokenAddress as Hex
      const transfers = parseEventLogs({
        abi: erc20Abi,
        eventName: 'Transfer',
        logs: receipt.logs,
      }).filter(
        (log) =>
          isAddressEqual(log.address, token) && isAddressEqual(log.args.from, buyerAddress as Hex),
      )
      const toSeller = transfers.filter((log) => isAddressEqual(log.args.to, payTo))
      if (toSeller.length === 0)
        throw new BadRequestError('PAYMENT_WRONG_RECIPIENT', { via: 'transfer' })
      const paid = toSeller.reduce((sum, log) => sum + log.args.value, 0n)
      if (paid < due) throw new BadRequestError('PAYMENT_UNDERPAID')
    }

    // uncached: the client otherwise remembers the head for seconds
    const head = await client.getBlockNumber({ cacheTime: 0 })
    if (head - receipt.blockNumber + 1n < BigInt(ctx.config.confirmations)) {
      throw new ConflictError('PAYMENT_PENDING', { stage: 'confirming' })
    }
    const block = await client.getBlock({ blockNumber: receipt.blockNumber })
    const minedAt = Number(block.timestamp) * 1000
    if (minedAt < order.createdAt.getTime() - CLOCK_SKEW_MS) {
      throw new BadRequestError('PAYMENT_BEFORE_ORDER')
    }
    if (minedAt > order.expiresAt.getTime() + CLOCK_SKEW_MS) {
      throw new ConflictError('ORDER_EXPIRED', { when: 'paidLate' })
    }
    return { releaseAfter }
  } catch (error) {
    if (error instanceof AppError) throw error
    // @NOTE an unreachable RPC must never decide a payment either way
    throw new ServiceUnavailableError('CHAIN_UNAVAILABLE', { check: 'payment' })
  }
}

/**
 * The escrow's `Funded` event for this order, from the order's own escrow contract (an event
 * of the same shape from any other contract is a forgery), for the seller, the order's token
 * and at least the amount due. Returns when anyone may release it.
 */
function checkFunded(
  order: OrderRow,
  buyerAddress: Hex,
  logs: Parameters<typeof parseEventLogs>[0]['logs'],
  due: bigint,
) {
  const escrow = order.escrowAddress as Hex
  const funded = parseEventLogs({ abi: ESCROW_ABI, eventName: 'Funded', logs }).find(
    (log) => isAddressEqual(log.address, escrow) && log.args.orderId === escrowOrderId(order.id),
  )
  if (!funded) throw new BadRequestError('ESCROW_NOT_FUNDED')
  if (!isAddressEqual(funded.args.buyer, buyerAddress))
    throw new BadRequestError('PAYMENT_WRONG_SENDER')
  if (!isAddressEqual(funded.args.seller, order.payTo as Hex))
    throw new BadRequestError('PAYMENT_WRONG_RECIPIENT', { via: 'escrow' })
  const token = order.currency === 'ETH' ? zeroAddress : (order.tokenAddress as Hex)
  if (!isAddressEqual(funded.args.token, token)) throw new BadRequestError('PAYMENT_WRONG_TOKEN')
  if (funded.args.amount < due) throw new BadRequestError('PAYMENT_UNDERPAID')
  return new Date(Number(funded.args.releaseAfter) * 1000)
}
