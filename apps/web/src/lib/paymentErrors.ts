import { chainName, type ErrorCode } from '@agora/domain'
import { t } from '../i18n/i18n.ts'
import type { MessageKey } from '../i18n/messageKey.ts'
import { ApiError } from './api.ts'
import { errorMessage } from './errorMessage.ts'

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
  context.chainId === undefined ? t('app.payment.theNetwork') : chainName(context.chainId)

/** The server's payment codes in words a buyer understands. */
function serverText(code: string, context: PaymentContext): string | undefined {
  const texts: Partial<Record<PaymentErrorCode, MessageKey>> = {
    PAYMENT_NOT_FOUND: 'app.payment.notFound',
    PAYMENT_PENDING: 'app.payment.pending',
    PAYMENT_FAILED: 'app.payment.failedOnChain',
    PAYMENT_WRONG_SENDER: 'app.payment.wrongSender',
    PAYMENT_WRONG_RECIPIENT: 'app.payment.wrongRecipient',
    PAYMENT_UNDERPAID: 'app.payment.underpaid',
    PAYMENT_ALREADY_USED: 'app.payment.alreadyUsed',
    ORDER_EXPIRED: 'app.payment.orderExpired',
    CHAIN_UNAVAILABLE: 'app.payment.chainUnavailable',
    WALLET_REQUIRED: 'app.payment.walletRequired',
    OWN_LISTING: 'app.payment.ownListing',
    NETWORK_ERROR: 'app.payment.agoraUnreachable',
  }
  const key = texts[code as PaymentErrorCode]
  return key === undefined ? undefined : t(key, { network: network(context) })
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
    return t('app.payment.rejected')
  if (names.has('InsufficientFundsError') || /insufficient funds|exceeds the balance/i.test(text))
    return context.amount && context.currency
      ? t('app.payment.notEnoughCurrency', {
          currency: context.currency,
          network: where,
          amount: context.amount,
        })
      : t('app.payment.notEnoughMoney', { network: where })
  if (codes.has(-32002)) return t('app.payment.walletBusy')
  if (
    names.has('SwitchChainError') ||
    names.has('SwitchChainNotSupportedError') ||
    names.has('ChainMismatchError') ||
    names.has('ConnectorChainMismatchError') ||
    names.has('ChainNotConfiguredError') ||
    codes.has(4902)
  )
    return t('app.payment.wrongChain', { network: where })
  if (
    names.has('ConnectorNotConnectedError') ||
    names.has('ConnectorAccountNotFoundError') ||
    names.has('ProviderNotFoundError') ||
    codes.has(4100)
  )
    return t('app.payment.notConnected')
  if (names.has('TransactionRevertedError') || names.has('ContractFunctionRevertedError'))
    return t('app.payment.failedOnChain')
  if (names.has('WaitForTransactionReceiptTimeoutError'))
    return t('app.payment.notConfirmedYet', { network: where })
  if (
    names.has('HttpRequestError') ||
    names.has('TimeoutError') ||
    names.has('WebSocketRequestError') ||
    names.has('RpcRequestError') ||
    /failed to fetch|network ?error|fetch failed/i.test(text)
  )
    return t('app.payment.chainUnreachable', { network: where })
  return t('app.payment.walletFailed')
}

/** What went wrong while paying, and which retry makes sense. */
export function describePaymentError(
  error: unknown,
  hasTxHash: boolean,
  context: PaymentContext = {},
): PaymentProblem {
  if (error instanceof ApiError) {
    // the API's own messages are written for people; codes we know get ours
    const message = serverText(error.code, context) ?? errorMessage(error)
    if (FINAL.has(error.code)) return { message, retry: 'none' }
    return { message, retry: hasTxHash && VERIFY_AGAIN.has(error.code) ? 'verify' : 'pay' }
  }
  // once the wallet returned a hash the money may have moved: check it rather than pay again
  return { message: walletErrorText(error, context), retry: hasTxHash ? 'verify' : 'pay' }
}
