import { BadRequestError, ConflictError, type ErrorCode, NotFoundError } from '@agora/domain'
import {
  type Hex,
  type PublicClient,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem'

/** The codes a caller answers with: what it calls the transaction and its own error codes. */
export type ReceiptCodes = {
  noun: string
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
    if (pending)
      throw new ConflictError(
        `The ${codes.noun} is not mined yet. Try again in a moment.`,
        codes.pending,
      )
    throw new NotFoundError('No transaction with this hash on this chain', codes.notFound)
  }
  if (receipt.status !== 'success')
    throw new BadRequestError('This transaction failed on-chain', codes.failed)
  return receipt
}
