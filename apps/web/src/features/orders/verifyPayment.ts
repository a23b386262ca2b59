import type { ErrorCode, Order } from '@agora/domain'
import { ApiError } from '../../lib/api.ts'
import { postOrder } from './data.ts'

/** Codes that mean "not yet": the node has not seen or confirmed the transaction. */
const NOT_YET: ReadonlySet<string> = new Set<ErrorCode>(['PAYMENT_PENDING', 'PAYMENT_NOT_FOUND'])
const MAX_ATTEMPTS = 7

export const verifyDelayMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 15_000)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Asks the server to check the payment on-chain. While it answers "pending" (or does not see
 * the transaction yet) it is asked again after 1 s, 2 s, 4 s … up to 7 attempts.
 */
export async function verifyPayment(
  orderId: string,
  txHash: string,
  onWaiting: () => void,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<Order> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await postOrder(`/api/marketplace/orders/${orderId}/payment`, { txHash })
    } catch (error) {
      const again =
        error instanceof ApiError && NOT_YET.has(error.code) && attempt + 1 < MAX_ATTEMPTS
      if (!again) throw error
      onWaiting()
      await wait(verifyDelayMs(attempt))
    }
  }
}
