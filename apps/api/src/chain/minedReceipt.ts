import { BadRequestError, ConflictError, type ErrorCode, NotFoundError } from '@agora/domain'
import {
  type Hex,
  type PublicClient,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem'

/** The codes a caller answers with: its own, so each names what the transaction was for. */
export type ReceiptCodes = {
  pending: ErrorCode
  notFound: ErrorCode
  failed: ErrorCode
}

/**
 * The receipt of a transaction that was mined and succeeded; a coded 409 while it is still
 * pending, 404 when the chain has never seen it, 400 when it reverted.
 */
export async function minedReceipt(client: PublicClient, hash: Hex, codes: ReceiptCodes) {
  const receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError) return null
    throw error
  })
  if (!receipt) {
    const pending = await client.getTransaction({ hash }).catch((error: unknown) => {
      if (error instanceof TransactionNotFoundError) return null
      throw error
    })
    if (pending) throw new ConflictError(codes.pending, { stage: 'mining' })
    throw new NotFoundError(codes.notFound)
  }
  if (receipt.status !== 'success') throw new BadRequestError(codes.failed)
  return receipt
}
