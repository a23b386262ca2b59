import { useEffect } from 'react'
import type { SessionState } from './sessionState.ts'

const loadCacheSession = () => import('../../lib/cacheSession/cacheSession.ts')

// sign-out then sign-in must clear before they open: each step waits for the one before
let pending: Promise<unknown> = Promise.resolve()
function inOrder(step: () => Promise<unknown>) {
  pending = pending.then(step).catch((error: unknown) => {
    console.warn('Cache session not updated', error)
  })
}

/** Spec §4: the worker's cache session follows the signed-in account, and ends with it. */
export function useCacheSession(session: SessionState) {
  const userId = session.user?.id ?? null
  const walletAddress = session.user?.address ?? null
  const signedOut = session.status === 'unauthenticated'

  useEffect(() => {
    if (userId) {
      inOrder(async () => (await loadCacheSession()).startCacheSession({ userId, walletAddress }))
    } else if (signedOut) {
      inOrder(async () => (await loadCacheSession()).endCacheSession())
    }
  }, [userId, walletAddress, signedOut])

  useEffect(() => {
    const checkExpiry = () => {
      if (document.visibilityState !== 'visible') return
      inOrder(async () => (await loadCacheSession()).endCacheSessionIfExpired())
    }
    document.addEventListener('visibilitychange', checkExpiry)
    return () => document.removeEventListener('visibilitychange', checkExpiry)
  }, [])
}
