import { useEffect } from 'react'
import type { SessionState } from './sessionState.ts'

/** Spec §4: opens the worker's cache session at sign-in and ends it at sign-out (lazily). */
export function useCacheSession(session: SessionState) {
  const userId = session.user?.id ?? null
  const walletAddress = session.user?.address ?? null
  const settled = session.status !== 'loading'

  useEffect(() => {
    if (!settled) return
    void import('../../lib/cacheSession/followAccount.ts').then(({ followAccount }) =>
      followAccount(userId ? { userId, walletAddress } : null),
    )
  }, [userId, walletAddress, settled])
}
