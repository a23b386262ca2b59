import type { User } from '@agora/domain'
import { endCacheSession, endCacheSessionIfExpired, startCacheSession } from './cacheSession.ts'
import { readCacheSession } from './cacheSessionStore.ts'
import { knownAccountOf } from './knownAccount.ts'
import { rememberedUser } from './rememberedUser.ts'

// sign-out then sign-in must clear before they open: each step waits for the one before
let pending: Promise<unknown> = Promise.resolve()
function inOrder(step: () => Promise<unknown>) {
  pending = pending.then(step).catch((error: unknown) => {
    console.warn('Cache session not updated', error)
  })
}

let watchingVisibility = false

/**
 * Spec §4: the worker's cache session follows the signed-in user (null: signed out), and
 * its expiry is checked whenever the tab becomes visible again.
 */
export function followAccount(user: User | null) {
  inOrder(() =>
    user
      ? startCacheSession({
          userId: user.id,
          walletAddress: user.address,
          account: knownAccountOf(user),
        })
      : endCacheSession(),
  )
  if (watchingVisibility) return
  watchingVisibility = true
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') inOrder(() => endCacheSessionIfExpired())
  })
}

/** At an offline start: the account the cache session followed for `token`, if it still may. */
export async function lastKnownUser(token: string, now = Date.now()): Promise<User | null> {
  return rememberedUser(await readCacheSession(), token, now)
}
