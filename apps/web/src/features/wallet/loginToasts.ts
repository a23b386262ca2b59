import type { ToastType } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import type { MessageKey } from '../../i18n/messageKey.ts'
import type { WalletLoginResult } from './walletSignIn.ts'

/** Its message is made when shown, so it follows the account's language signing in brings. */
export type LoginToast = { message: () => string; type: ToastType }

export const LOGIN_TOASTS = {
  signatureNeeded: 'wallet.toast.signatureNeeded',
  cancelled: 'wallet.toast.cancelled',
  failed: 'wallet.toast.failed',
  welcomeToBase: 'wallet.toast.welcomeToBase',
} as const satisfies Record<string, MessageKey>

export const loggedInWith = (walletName: string) =>
  t('wallet.toast.loggedIn', { wallet: walletName })

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
    const toasts: LoginToast[] = [{ message: () => loggedInWith(connector.name), type: 'success' }]
    if (isCoinbaseWallet(connector)) {
      toasts.push({ message: () => t(LOGIN_TOASTS.welcomeToBase), type: 'success' })
    }
    return toasts
  }
  const { error } = result
  if (error.includes('Connector not connected')) return []
  if (error.includes('signature'))
    return [{ message: () => t(LOGIN_TOASTS.signatureNeeded), type: 'warning' }]
  if (error.includes('rejected') || error.includes('denied')) {
    return [{ message: () => t(LOGIN_TOASTS.cancelled), type: 'info' }]
  }
  return [{ message: () => t(LOGIN_TOASTS.failed), type: 'error' }]
}
