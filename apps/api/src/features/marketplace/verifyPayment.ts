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
      noun: 'payment',
      pending: 'PAYMENT_PENDING',
      notFound: 'PAYMENT_NOT_FOUND',
      failed: 'PAYMENT_FAILED',
    })

    const transaction = await client.getTransaction({ hash: txHash })
    if (!isAddressEqual(transaction.from, buyerAddress as Hex)) {
      throw new BadRequestError(
        'This payment was not sent from your wallet',
        'PAYMENT_WRONG_SENDER',
      )
    }
    const due = BigInt(order.amountBase)
    const payTo = order.payTo as Hex
    if (order.escrowAddress) {
      releaseAfter = checkFunded(order, buyerAddress as Hex, receipt.logs, due)
    } else if (order.currency === 'ETH') {
      if (!transaction.to || !isAddressEqual(transaction.to, payTo)) {
        throw new BadRequestError(
          'This payment did not go to the seller',
          'PAYMENT_WRONG_RECIPIENT',
        )
      }
      if (transaction.value < due)
        throw new BadRequestError('This payment is less than the amount due', 'PAYMENT_UNDERPAID')
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
        throw new BadRequestError(
          'This payment did not go to the seller',
          'PAYMENT_WRONG_RECIPIENT',
        )
      const paid = toSeller.reduce((sum, log) => sum + log.args.value, 0n)
      if (paid < due)
        throw new BadRequestError('This payment is less than the amount due', 'PAYMENT_UNDERPAID')
    }

    // uncached: the client otherwise remembers the head for seconds
    const head = await client.getBlockNumber({ cacheTime: 0 })
    if (head - receipt.blockNumber + 1n < BigInt(ctx.config.confirmations)) {
      throw new ConflictError(
        'The payment needs more confirmations. Try again in a moment.',
        'PAYMENT_PENDING',
      )
    }
    const block = await client.getBlock({ blockNumber: receipt.blockNumber })
    const minedAt = Number(block.timestamp) * 1000
    if (minedAt < order.createdAt.getTime() - CLOCK_SKEW_MS) {
      throw new BadRequestError(
        'This transaction was made before the order',
        'PAYMENT_BEFORE_ORDER',
      )
    }
    if (minedAt > order.expiresAt.getTime() + CLOCK_SKEW_MS) {
      throw new ConflictError('This payment came after the order expired', 'ORDER_EXPIRED')
    }
    return { releaseAfter }
  } catch (error) {
    if (error instanceof AppError) throw error
    // @NOTE an unreachable RPC must never decide a payment either way
    throw new ServiceUnavailableError(
      'Cannot reach the chain to check this payment. Try again shortly.',
      'CHAIN_UNAVAILABLE',
    )
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
  if (!funded)
    throw new BadRequestError(
      "This transaction did not fund this order's escrow",
      'ESCROW_NOT_FUNDED',
    )
  if (!isAddressEqual(funded.args.buyer, buyerAddress))
    throw new BadRequestError('This payment was not sent from your wallet', 'PAYMENT_WRONG_SENDER')
  if (!isAddressEqual(funded.args.seller, order.payTo as Hex))
    throw new BadRequestError('This escrow is not for the seller', 'PAYMENT_WRONG_RECIPIENT')
  const token = order.currency === 'ETH' ? zeroAddress : (order.tokenAddress as Hex)
  if (!isAddressEqual(funded.args.token, token))
    throw new BadRequestError('This escrow holds another token', 'PAYMENT_WRONG_TOKEN')
  if (funded.args.amount < due)
    throw new BadRequestError('This payment is less than the amount due', 'PAYMENT_UNDERPAID')
  return new Date(Number(funded.args.releaseAfter) * 1000)
}
