import { ApiError } from '../../lib/api.ts'

/** Seller query errors are only logged, with a note for 503 and 429 (spec §8). */
export function logSellerError(kind: string, error: unknown) {
  const status = error instanceof ApiError ? error.status : 0
  const note = status === 503 ? ' (service unavailable)' : status === 429 ? ' (rate limited)' : ''
  console.warn(`Seller ${kind} query failed${note}:`, error)
}
