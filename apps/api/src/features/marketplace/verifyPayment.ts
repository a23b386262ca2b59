import { AppError, type ErrorCode, ServiceUnavailableError } from '@agora/domain'
import {
  erc20Abi,
  type Hex,
  isAddressEqual,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem'
import type { AppContext } from '../../context.ts'
import type { orders } from '../../db/schema/marketplace.ts'

type OrderRow = typeof orders.$inferSelect
const CLOCK_SKEW_MS = 60_000

const refuse = (status: number, code: ErrorCode, message: string) =>
  new AppError(status, code, message)

/**
 * Checks on the order's chain that `txHash` pays it: a successful transaction from the
 * buyer's wallet, sending at least the amount (ETH value, or USDC Transfer logs) to the
 * seller, with enough confirmations, mined inside the order's window. Throws a coded 4xx
 * when it does not, and 503 CHAIN_UNAVAILABLE when the chain cannot be asked.
 */
export async function verifyPayment(
  ctx: AppContext,
  order: OrderRow,
  buyerAddress: string,
  txHash: Hex,
) {
  const client = ctx.chains.publicClient(order.chainId)
  try {
    const receipt = await client.getTransactionReceipt({ hash: txHash }).catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return null
      throw error
    })
    if (!receipt) {
      const pending = await client.getTransaction({ hash: txHash }).catch((error: unknown) => {
        if (error instanceof TransactionNotFoundError) return null
        throw error
      })
      if (pending)
        throw refuse(409, 'PAYMENT_PENDING', 'The payment is not mined yet. Try again in a moment.')
      throw refuse(404, 'PAYMENT_NOT_FOUND', 'No transaction with this hash on this chain')
    }
    if (receipt.status !== 'success')
      throw refuse(400, 'PAYMENT_FAILED', 'This transaction failed on-chain')

    const transaction = await client.getTransaction({ hash: txHash })
    if (!isAddressEqual(transaction.from, buyerAddress as Hex)) {
      throw refuse(400, 'PAYMENT_WRONG_SENDER', 'This payment was not sent from your wallet')
    }
    const due = BigInt(order.amountBase)
    const payTo = order.payTo as Hex
    if (order.currency === 'ETH') {
      if (!transaction.to || !isAddressEqual(transaction.to, payTo)) {
        throw refuse(400, 'PAYMENT_WRONG_RECIPIENT', 'This payment did not go to the seller')
      }
      if (transaction.value < due)
        throw refuse(400, 'PAYMENT_UNDERPAID', 'This payment is less than the amount due')
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
        throw refuse(400, 'PAYMENT_WRONG_RECIPIENT', 'This payment did not go to the seller')
      const paid = toSeller.reduce((sum, log) => sum + log.args.value, 0n)
      if (paid < due)
        throw refuse(400, 'PAYMENT_UNDERPAID', 'This payment is less than the amount due')
    }

    // uncached: the client otherwise remembers the head for seconds
    const head = await client.getBlockNumber({ cacheTime: 0 })
    if (head - receipt.blockNumber + 1n < BigInt(ctx.config.confirmations)) {
      throw refuse(
        409,
        'PAYMENT_PENDING',
        'The payment needs more confirmations. Try again in a moment.',
      )
    }
    const block = await client.getBlock({ blockNumber: receipt.blockNumber })
    const minedAt = Number(block.timestamp) * 1000
    if (minedAt < order.createdAt.getTime() - CLOCK_SKEW_MS) {
      throw refuse(400, 'PAYMENT_BEFORE_ORDER', 'This transaction was made before the order')
    }
    if (minedAt > order.expiresAt.getTime() + CLOCK_SKEW_MS) {
      throw refuse(409, 'ORDER_EXPIRED', 'This payment came after the order expired')
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    // @NOTE an unreachable RPC must never decide a payment either way
    throw new ServiceUnavailableError(
      'Cannot reach the chain to check this payment. Try again shortly.',
      'CHAIN_UNAVAILABLE',
    )
  }
}
