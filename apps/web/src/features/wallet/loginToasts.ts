import type { ToastType } from '@agora/domain'
import type { WalletLoginResult } from './walletSignIn.ts'

export type LoginToast = { message: string; type: ToastType }

export const LOGIN_TOASTS = {
  signatureNeeded: 'Please sign the message in your wallet to complete login',
  cancelled: 'Login cancelled. You can connect again anytime.',
  failed: 'Login failed. Please try connecting your wallet again.',
  welcomeToBase: 'Welcome to Base!',
} as const

export const loggedInWith = (walletName: string) => `Successfully logged in with ${walletName}!`

const COINBASE_IDS = new Set([
  'coinbaseWalletSDK',
  'coinbaseWallet',
  'coinbase',
  'com.coinbase.wallet',
])

export function isCoinbaseWallet(connector: { id: string; name: string }) {
  return COINBASE_IDS.has(connector.id) || /coinbase/i.test(connector.name)
}

/** The toasts an automatic wallet login shows (spec §8 Login toasts). */
export function loginToasts(
  result: WalletLoginResult,
  connector: { id: string; name: string },
): LoginToast[] {
  if (result.success) {
    const toasts: LoginToast[] = [{ message: loggedInWith(connector.name), type: 'success' }]
    if (isCoinbaseWallet(connector)) {
      toasts.push({ message: LOGIN_TOASTS.welcomeToBase, type: 'success' })
    }
    return toasts
  }
  const { error } = result
  if (error.includes('Connector not connected')) return []
  if (error.includes('signature'))
    return [{ message: LOGIN_TOASTS.signatureNeeded, type: 'warning' }]
  if (error.includes('rejected') || error.includes('denied')) {
    return [{ message: LOGIN_TOASTS.cancelled, type: 'info' }]
  }
  return [{ message: LOGIN_TOASTS.failed, type: 'error' }]
}
