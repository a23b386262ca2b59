import { useEffect } from 'react'
import { afterFirstContentfulPaint } from '../../lib/afterFirstContentfulPaint.ts'
import type { SessionState } from './sessionState.ts'

/**
 * Spec §4: opens the worker's cache session at sign-in (remembering the account with it) and
 * ends it at sign-out (lazily).
 */
export function useCacheSession(session: SessionState) {
  const user = session.user
  const settled = session.status !== 'loading'
  // spec §8's offline session is not an account: the last account's private cache and queued
  // writes wait for a real sign-in, which keeps or clears them
  const isOfflineSession = session.method === 'offline'

  useEffect(() => {
    if (!settled || isOfflineSession) return
    // (an anonymous start settles at once: the first frame goes on screen before this loads)
    return afterFirstContentfulPaint(() => {
      void import('../../lib/cacheSession/followAccount.ts').then(({ followAccount }) =>
        followAccount(user),
      )
    })
  }, [user, settled, isOfflineSession])
}
