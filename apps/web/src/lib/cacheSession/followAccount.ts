import {
  type CacheSessionOwner,
  endCacheSession,
  endCacheSessionIfExpired,
  startCacheSession,
} from './cacheSession.ts'

// sign-out then sign-in must clear before they open: each step waits for the one before
let pending: Promise<unknown> = Promise.resolve()
function inOrder(step: () => Promise<unknown>) {
  pending = pending.then(step).catch((error: unknown) => {
    console.warn('Cache session not updated', error)
  })
}

let watchingVisibility = false

/**
 * Spec §4: the worker's cache session follows the signed-in account (null: signed out), and
 * its expiry is checked whenever the tab becomes visible again.
 */
export function followAccount(owner: CacheSessionOwner | null) {
  inOrder(() => (owner ? startCacheSession(owner) : endCacheSession()))
  if (watchingVisibility) return
  watchingVisibility = true
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') inOrder(() => endCacheSessionIfExpired())
  })
}
