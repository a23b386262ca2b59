import { AUTO_LOGIN_DELAY_MS } from '@agora/domain'
import { useEffect, useRef, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { AutoLoginTracker } from './autoLoginRules.ts'
import { loginToasts } from './loginToasts.ts'
import { useWalletLogin } from './useWalletLogin.ts'

/**
 * Signs a newly connected wallet in 500 ms after it connects, while nobody is signed in
 * (spec §4 Wallet auto-login), and shows the login toasts. `pending` is true from the
 * connection until the attempt ends: the sign-in modal stays closed meanwhile.
 */
export function useAutoLogin(): { pending: boolean } {
  const { address, isConnected, connector } = useWeb3()
  const { status } = useAuth()
  const { showToast } = useToast()
  const login = useWalletLogin()
  const tracker = useRef(new AutoLoginTracker())
  const [running, setRunning] = useState<string | null>(null)
  const latest = useRef({ connector, login, showToast })
  latest.current = { connector, login, showToast }

  useEffect(() => {
    if (!isConnected) tracker.current.walletDisconnected()
  }, [isConnected])

  const eligible =
    isConnected &&
    address !== undefined &&
    status === 'unauthenticated' &&
    tracker.current.shouldAttempt(address)

  useEffect(() => {
    if (!eligible || !address) return
    const timer = window.setTimeout(async () => {
      tracker.current.markAttempted(address)
      setRunning(address)
      const result = await latest.current.login()
      tracker.current.recordResult(result)
      setRunning(null)
      const { connector, showToast } = latest.current
      const wallet = connector ?? { id: 'unknown', name: t('wallet.yourWallet') }
      for (const toast of loginToasts(result, wallet))
        showToast(toast.message, { type: toast.type })
    }, AUTO_LOGIN_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [eligible, address])

  return { pending: eligible || running !== null }
}
