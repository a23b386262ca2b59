import { useEffect, useRef } from 'react'
import type { Web3State } from '../../lib/Web3Context.ts'

type SyncedSession = {
  isAuthenticated: boolean
  userAddress: string | null | undefined
  logout(): Promise<void>
  endLocalSession(): void
}

/**
 * A wallet disconnect while signed in logs the user out (spec §4 Session). Switching to
 * another account in the wallet ends the old account's session here, so the new account
 * can sign in.
 */
export function useWalletSessionSync(web3: Web3State, session: SyncedSession) {
  const latest = useRef(session)
  latest.current = session
  const wasConnected = useRef(false)
  const previousAddress = useRef<string | undefined>(undefined)

  useEffect(() => {
    if (web3.status === 'connected') {
      wasConnected.current = true
      return
    }
    if (web3.status !== 'disconnected' || !wasConnected.current) return
    wasConnected.current = false
    if (latest.current.isAuthenticated) void latest.current.logout()
  }, [web3.status])

  useEffect(() => {
    const previous = previousAddress.current
    previousAddress.current = web3.address
    if (!previous || !web3.address || previous === web3.address) return
    const { isAuthenticated, userAddress, endLocalSession } = latest.current
    if (isAuthenticated && userAddress?.toLowerCase() === previous.toLowerCase()) endLocalSession()
  }, [web3.address])
}
