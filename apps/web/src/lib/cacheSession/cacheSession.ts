import { CACHE_SESSION_MS, type CacheSession } from '../../sw/cacheAccess.ts'
import { SESSION_CACHE_PREFIX } from '../../sw/cacheKey.ts'
import { forgetOtherAccountsWrites } from '../offlineQueue/forgetOtherAccountsWrites.ts'
import { deleteCacheSession, readCacheSession, saveCacheSession } from './cacheSessionStore.ts'
import type { KnownAccount } from './knownAccount.ts'

export type CacheSessionOwner = {
  userId: string
  walletAddress: string | null
  /** remembered with the session, so an offline start still knows who is signed in */
  account: KnownAccount
}

/**
 * Spec §4: sign-in opens a 24 h cache session. The same account keeps its unexpired one (with
 * its latest profile); another account's session, everything cached under it and its queued
 * writes are cleared first.
 */
export async function startCacheSession(owner: CacheSessionOwner, now = Date.now()) {
  await forgetOtherAccountsWrites(owner.userId)
  const current = await readCacheSession()
  if (current && current.session.userId === owner.userId && current.session.expiresAt > now) {
    await saveCacheSession({ ...current, account: owner.account })
    return current.session
  }
  await endCacheSession()
  const session: CacheSession = {
    userId: owner.userId,
    sessionId: crypto.randomUUID(),
    walletAddress: owner.walletAddress,
    timestamp: now,
    expiresAt: now + CACHE_SESSION_MS,
  }
  // @NOTE non-extractable: script on the page can use the key but never read it out
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])
  await saveCacheSession({ session, key, account: owner.account })
  return session
}

/** Sign-out or expiry: the session, its key and every session-bound cache go. */
export async function endCacheSession() {
  await deleteCacheSession()
  if (!('caches' in globalThis)) return
  for (const name of await caches.keys()) {
    if (name.startsWith(SESSION_CACHE_PREFIX)) await caches.delete(name)
  }
}

/** Spec §4: checked when the tab becomes visible again. True when it had expired. */
export async function endCacheSessionIfExpired(now = Date.now()) {
  const current = await readCacheSession()
  if (!current || current.session.expiresAt > now) return false
  await endCacheSession()
  return true
}
