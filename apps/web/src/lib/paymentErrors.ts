import { chainName, type ErrorCode } from '@agora/domain'
import { ApiError } from './api.ts'

/** A server code, or the one the client reports when the server was never reached. */
type PaymentErrorCode = ErrorCode | 'NETWORK_ERROR'

/** What the failed step was about, so the words can name the network and the amount. */
export type PaymentContext = {
  /** The order's chain: "Can't reach Base right now". */
  chainId?: number | undefined
  /** What was to be paid, as people read it: "0.02 ETH". */
  amount?: string | undefined
  /** The currency of `amount`: "Not enough ETH on Base". */
  currency?: string | undefined
}

/** After an error: send a new payment, check the same transaction again, or nothing left to try. */
export type RetryKind = 'pay' | 'verify' | 'none'

export type PaymentProblem = { message: string; retry: RetryKind }

const network = (context: PaymentContext) =>
  context.chainId === undefined ? 'the network' : chainName(context.chainId)

/** The server's payment codes in words a buyer understands. */
function serverText(code: string, context: PaymentContext): string | undefined {
  const texts: Partial<Record<PaymentErrorCode, string>> = {
    PAYMENT_NOT_FOUND: `${network(context)} does not know this transaction yet.`,
    PAYMENT_PENDING: 'The transaction is not confirmed yet.',
    PAYMENT_FAILED: 'The transaction failed on-chain; no money moved.',
    PAYMENT_WRONG_SENDER:
      'The payment came from a different wallet than the one linked to your account.',
    PAYMENT_WRONG_RECIPIENT: 'The payment went to an address other than the seller’s.',
    PAYMENT_UNDERPAID: 'The amount paid is less than the order total.',
    PAYMENT_ALREADY_USED: 'This transaction already paid for another order.',
    ORDER_EXPIRED: 'The time to pay for this order has passed.',
    CHAIN_UNAVAILABLE: `Can't reach ${network(context)} right now. Try again in a moment.`,
    WALLET_REQUIRED: 'Link a wallet to your account before buying.',
    OWN_LISTING: 'You cannot buy your own listing.',
    NETWORK_ERROR: "Can't reach Agora right now. Check your connection and try again.",
  }
  return texts[code as PaymentErrorCode]
}

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

type WalletErrorShape = { name?: string; code?: number; message?: string; cause?: unknown }

/** The error and its causes: viem and wagmi wrap what the wallet or the RPC said. */
function causeChain(error: unknown): WalletErrorShape[] {
  const chain: WalletErrorShape[] = []
  let current: unknown = error
  while (current && typeof current === 'object' && chain.length < 8) {
    chain.push(current as WalletErrorShape)
    current = (current as WalletErrorShape).cause
  }
  return chain
}

/**
 * A wallet's or a chain library's error in plain words, never the library's own message
 * (viem's "HTTP request failed." tells a buyer nothing). Matches on the error names viem and
 * wagmi set explicitly, EIP-1193 codes, and the texts wallets answer with.
 */
export function walletErrorText(error: unknown, context: PaymentContext = {}): string {
  const chain = causeChain(error)
  const names = new Set(chain.map((entry) => entry.name ?? ''))
  const codes = new Set(chain.map((entry) => entry.code))
  const text = chain.map((entry) => entry.message ?? '').join(' ')
  const where = network(context)

  if (
    codes.has(4001) ||
    names.has('UserRejectedRequestError') ||
    /user (rejected|denied)/i.test(text)
  )
    return 'The payment was rejected in your wallet.'
  if (names.has('InsufficientFundsError') || /insufficient funds|exceeds the balance/i.test(text))
    return context.amount && context.currency
      ? `Not enough ${context.currency} on ${where} to pay ${context.amount} and the network fee.`
      : `Not enough money in your wallet on ${where} to pay this and the network fee.`
  if (codes.has(-32002))
    return 'Your wallet is already waiting for an answer: open it to approve or reject that request.'
  if (
    names.has('SwitchChainError') ||
    names.has('SwitchChainNotSupportedError') ||
    names.has('ChainMismatchError') ||
    names.has('ConnectorChainMismatchError') ||
    names.has('ChainNotConfiguredError') ||
    codes.has(4902)
  )
    return `Your wallet is not on ${where}. Switch it to ${where} in your wallet, then try again.`
  if (
    names.has('ConnectorNotConnectedError') ||
    names.has('ConnectorAccountNotFoundError') ||
    names.has('ProviderNotFoundError') ||
    codes.has(4100)
  )
    return 'Your wallet is not connected. Connect it, then try again.'
  if (names.has('TransactionRevertedError') || names.has('ContractFunctionRevertedError'))
    return 'The transaction failed on-chain; no money moved.'
  if (names.has('WaitForTransactionReceiptTimeoutError'))
    return `${where} has not confirmed the payment yet. Check again in a moment.`
  if (
    names.has('HttpRequestError') ||
    names.has('TimeoutError') ||
    names.has('WebSocketRequestError') ||
    names.has('RpcRequestError') ||
    /failed to fetch|network ?error|fetch failed/i.test(text)
  )
    return `Can't reach ${where} right now. Check your connection and try again.`
  return 'Your wallet could not complete the request. Nothing was sent; try again.'
}

/** What went wrong while paying, and which retry makes sense. */
export function describePaymentError(
  error: unknown,
  hasTxHash: boolean,
  context: PaymentContext = {},
): PaymentProblem {
  if (error instanceof ApiError) {
    // the API's own messages are written for people; codes we know get ours
    const message = serverText(error.code, context) ?? error.message
    if (FINAL.has(error.code)) return { message, retry: 'none' }
    return { message, retry: hasTxHash && VERIFY_AGAIN.has(error.code) ? 'verify' : 'pay' }
  }
  // once the wallet returned a hash the money may have moved: check it rather than pay again
  return { message: walletErrorText(error, context), retry: hasTxHash ? 'verify' : 'pay' }
}
