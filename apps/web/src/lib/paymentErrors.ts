import type { ErrorCode } from '@agora/domain'
import { ApiError } from './api.ts'

/** A server code, or the one the client reports when the server was never reached. */
type PaymentErrorCode = ErrorCode | 'NETWORK_ERROR'

/** The server's payment codes in words a buyer understands. */
const PAYMENT_TEXT: Partial<Record<PaymentErrorCode, string>> = {
  PAYMENT_NOT_FOUND: 'The network does not know this transaction yet.',
  PAYMENT_PENDING: 'The transaction is not confirmed yet.',
  PAYMENT_FAILED: 'The transaction failed on-chain; no money moved.',
  PAYMENT_WRONG_SENDER:
    'The payment came from a different wallet than the one linked to your account.',
  PAYMENT_WRONG_RECIPIENT: 'The payment went to an address other than the seller’s.',
  PAYMENT_UNDERPAID: 'The amount paid is less than the order total.',
  PAYMENT_ALREADY_USED: 'This transaction already paid for another order.',
  ORDER_EXPIRED: 'The time to pay for this order has passed.',
  CHAIN_UNAVAILABLE: 'The blockchain network cannot be reached right now.',
  WALLET_REQUIRED: 'Link a wallet to your account before buying.',
  OWN_LISTING: 'You cannot buy your own listing.',
  NETWORK_ERROR: 'The server cannot be reached. Check your connection.',
}
export const PAYMENT_ERROR_TEXT: Readonly<Record<string, string | undefined>> = PAYMENT_TEXT

/** Codes after which checking the same transaction again can succeed. */
const VERIFY_AGAIN: ReadonlySet<string> = new Set<PaymentErrorCode>([
  'PAYMENT_NOT_FOUND',
  'PAYMENT_PENDING',
  'CHAIN_UNAVAILABLE',
  'NETWORK_ERROR',
])
const FINAL: ReadonlySet<string> = new Set<PaymentErrorCode>([
  'ORDER_EXPIRED',
  'PAYMENT_ALREADY_USED',
  'OWN_LISTING',
])

type WalletErrorShape = {
  name?: string
  code?: number
  shortMessage?: string
  message?: string
  cause?: unknown
}

function walletErrorChain(error: unknown): WalletErrorShape[] {
  const chain: WalletErrorShape[] = []
  let current: unknown = error
  while (current && typeof current === 'object' && chain.length < 8) {
    chain.push(current as WalletErrorShape)
    current = (current as WalletErrorShape).cause
  }
  return chain
}

/** After an error: send a new payment, check the same transaction again, or nothing left to try. */
export type RetryKind = 'pay' | 'verify' | 'none'

export type PaymentProblem = { message: string; retry: RetryKind }

/** What went wrong while paying, and which retry makes sense. */
export function describePaymentError(error: unknown, hasTxHash: boolean): PaymentProblem {
  if (error instanceof ApiError) {
    const message = PAYMENT_ERROR_TEXT[error.code] ?? error.message
    if (FINAL.has(error.code)) return { message, retry: 'none' }
    return { message, retry: hasTxHash && VERIFY_AGAIN.has(error.code) ? 'verify' : 'pay' }
  }
  const chain = walletErrorChain(error)
  const text = chain.map((entry) => `${entry.name ?? ''} ${entry.message ?? ''}`).join(' ')
  if (chain.some((entry) => entry.code === 4001) || /UserRejected|rejected|denied/i.test(text)) {
    return { message: 'You rejected the request in your wallet.', retry: 'pay' }
  }
  if (/InsufficientFunds|insufficient funds|exceeds the balance/i.test(text)) {
    return {
      message: 'Your wallet does not have enough funds for this payment and its gas.',
      retry: 'pay',
    }
  }
  if (/switch/i.test(text) && /chain|network/i.test(text)) {
    return {
      message:
        'Your wallet did not switch to the order’s network. Switch it in your wallet and retry.',
      retry: 'pay',
    }
  }
  const short = chain[0]?.shortMessage ?? chain[0]?.message ?? 'The payment could not be sent.'
  return { message: short, retry: hasTxHash ? 'verify' : 'pay' }
}
