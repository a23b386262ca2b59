import type { CacheSession } from '../../sw/cacheAccess.ts'
import { openOfflineData } from '../offlineQueue/offlineData.ts'
import type { KnownAccount } from './knownAccount.ts'

/**
 * The cache session, its encryption key (a non-extractable AES-GCM CryptoKey) and the account
 * it belongs to, as last confirmed by the server (absent in records written before it was kept).
 */
export type StoredCacheSession = { session: CacheSession; key: CryptoKey; account?: KnownAccount }

// kept in the spec §3 `cache` store, where the page writes it and the worker reads it
const RECORD_KEY = 'cache-session'

export async function readCacheSession(): Promise<StoredCacheSession | null> {
  const db = await openOfflineData()
  try {
    const record = await db.get('cache', RECORD_KEY)
    return (record?.data as StoredCacheSession | undefined) ?? null
  } finally {
    db.close()
  }
}

export async function saveCacheSession(stored: StoredCacheSession): Promise<void> {
  const db = await openOfflineData()
  try {
    await db.put('cache', {
      key: RECORD_KEY,
      data: stored,
      timestamp: stored.session.timestamp,
      expiresAt: stored.session.expiresAt,
    })
  } finally {
    db.close()
  }
}

export async function deleteCacheSession(): Promise<void> {
  const db = await openOfflineData()
  try {
    await db.delete('cache', RECORD_KEY)
  } finally {
    db.close()
  }
}
