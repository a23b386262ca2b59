import { readStorage, writeStorage } from '../../lib/storage.ts'

const KEY = 'agora.pendingPayments'

/** Transactions sent but not yet accepted by the server, per order: a reload resumes them. */
type PendingPayments = Record<string, string>

function read(): PendingPayments {
  try {
    const stored: unknown = JSON.parse(readStorage(KEY) ?? '{}')
    return stored && typeof stored === 'object' ? (stored as PendingPayments) : {}
  } catch {
    return {}
  }
}

export function rememberPayment(orderId: string, txHash: string) {
  writeStorage(KEY, JSON.stringify({ ...read(), [orderId]: txHash }))
}

export function pendingPaymentFor(orderId: string): string | null {
  return read()[orderId] ?? null
}

export function forgetPayment(orderId: string) {
  const { [orderId]: _done, ...rest } = read()
  writeStorage(KEY, JSON.stringify(rest))
}
