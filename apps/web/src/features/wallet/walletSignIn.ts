import { SIGNATURE_REQUEST_DELAY_MS } from '@agora/domain'
import type { Address, Hex } from 'viem'
import { t } from '../../i18n/i18n.ts'
import type { WalletConnectorInfo, WalletStatus } from '../../lib/Web3Context.ts'
import type { WalletSignInAttempt } from '../auth/authApi.ts'
import type { SignInMessage } from './signInMessage.ts'

/** Spec §3 Wallet login result. */
export type WalletLoginResult = { success: true } | { success: false; error: string }

/** Spec §5: why a wallet sign-in failed, word for word. */
export const WALLET_AUTH_ERRORS = {
  connectorNotAvailable: 'Connector not available',
  walletNotConnected: 'Wallet not connected',
  signatureRequired: 'Signature is required for authentication',
  rejected: 'Signature request was rejected by user',
  notSupported: 'Your wallet does not support message signing',
  signingFailed: 'Failed to sign authentication message',
  /** wagmi's, kept as is: auto-login counts it and shows no toast for it */
  connectorNotConnected: 'Connector not connected',
} as const

const AUTHENTICATION_FAILED = 'Authentication failed'

type WalletAuthError = keyof typeof WALLET_AUTH_ERRORS

/**
 * A sign-in failure (a `WalletLoginResult` error, or `signingErrorText`) in the active
 * language, for people to read; the server's own messages are already in it.
 */
export function walletAuthErrorText(error: string): string {
  if (error === AUTHENTICATION_FAILED) return t('wallet.error.authenticationFailed')
  const name = (Object.keys(WALLET_AUTH_ERRORS) as WalletAuthError[]).find(
    (key) => WALLET_AUTH_ERRORS[key] === error,
  )
  return name ? t(`wallet.error.${name}`) : error
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const short = (error as Error & { shortMessage?: unknown }).shortMessage
    return `${typeof short === 'string' ? short : ''} ${error.message}`
  }
  return String(error)
}

/** What a failed signature request means for the user. */
export function signingErrorText(error: unknown): string {
  const text = errorText(error)
  const code = (error as { code?: unknown } | null)?.code
  if (text.includes(WALLET_AUTH_ERRORS.connectorNotConnected)) {
    return WALLET_AUTH_ERRORS.connectorNotConnected
  }
  if (code === 4001 || /rejected|denied/i.test(text)) return WALLET_AUTH_ERRORS.rejected
  if (/not supported/i.test(text)) return WALLET_AUTH_ERRORS.notSupported
  return WALLET_AUTH_ERRORS.signingFailed
}

export type WalletLoginInput = {
  connector: WalletConnectorInfo | null
  status: WalletStatus
  address: Address | undefined
  chainId: number | undefined
  prepareMessage(address: Address, chainId: number): Promise<SignInMessage>
  signMessage(message: string): Promise<Hex | undefined>
  completeSignIn(attempt: WalletSignInAttempt): Promise<unknown>
  /** Spec §9: wallet auth waits this long before asking for a signature. */
  signatureDelayMs?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Prepares the message, asks the wallet to sign it, and has the server verify it. */
export async function loginWithWallet(input: WalletLoginInput): Promise<WalletLoginResult> {
  const fail = (error: string): WalletLoginResult => ({ success: false, error })
  if (!input.connector) return fail(WALLET_AUTH_ERRORS.connectorNotAvailable)
  if (input.status !== 'connected' || !input.address || input.chainId === undefined) {
    return fail(WALLET_AUTH_ERRORS.walletNotConnected)
  }
  const { address } = input
  let prepared: SignInMessage
  try {
    prepared = await input.prepareMessage(address, input.chainId)
  } catch (error) {
    return fail(error instanceof Error ? error.message : AUTHENTICATION_FAILED)
  }
  const { nonce, message } = prepared
  await sleep(input.signatureDelayMs ?? SIGNATURE_REQUEST_DELAY_MS)

  let signature: Hex | undefined
  try {
    signature = await input.signMessage(message)
  } catch (error) {
    return fail(signingErrorText(error))
  }
  if (!signature) return fail(WALLET_AUTH_ERRORS.signatureRequired)

  try {
    await input.completeSignIn({ address, message, signature, nonce })
    return { success: true }
  } catch (error) {
    return fail(error instanceof Error ? error.message : AUTHENTICATION_FAILED)
  }
}
