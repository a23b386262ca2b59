import { useEffect } from 'react'
import type { SessionState } from './sessionState.ts'

/**
 * Spec §4: opens the worker's cache session at sign-in (remembering the account with it) and
 * ends it at sign-out (lazily).
 */
export function useCacheSession(session: SessionState) {
  const user = session.user
  const settled = session.status !== 'loading'

  useEffect(() => {
    if (!settled) return
    void import('../../lib/cacheSession/followAccount.ts').then(({ followAccount }) =>
      followAccount(user),
    )
  }, [user, settled])
}
