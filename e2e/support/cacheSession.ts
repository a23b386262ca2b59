import type { Page } from '@playwright/test'

export type StoredSession = { userId: string; sessionId: string; expiresAt: number }

/** The cache session the page keeps for the worker in OfflineData's `cache` store. */
export function readCacheSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate(async () => {
    // opening a missing database would create it without its stores
    const names = (await indexedDB.databases()).map((db) => db.name)
    if (!names.includes('OfflineData')) return null
    return new Promise<StoredSession | null>((resolve, reject) => {
      const open = indexedDB.open('OfflineData')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const db = open.result
        const get = db.transaction('cache').objectStore('cache').get('cache-session')
        get.onerror = () => reject(get.error)
        get.onsuccess = () => {
          db.close()
          resolve(get.result?.data.session ?? null)
        }
      }
    })
  })
}

/** Moves the stored cache session's expiry, as time passing would. */
export function setCacheSessionExpiry(page: Page, expiresAt: number): Promise<void> {
  return page.evaluate(
    (at) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('OfflineData')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const store = db.transaction('cache', 'readwrite').objectStore('cache')
          const get = store.get('cache-session')
          get.onsuccess = () => {
            const record = get.result
            record.data.session.expiresAt = at
            record.expiresAt = at
            const put = store.put(record)
            put.onerror = () => reject(put.error)
            put.onsuccess = () => {
              db.close()
              resolve()
            }
          }
        }
      }),
    expiresAt,
  )
}

/** Every entry in Cache Storage: its cache, its URL and its stored body as text. */
export function cacheStorageContents(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; body: string }[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        entries.push({ cache: name, url: request.url, body: (await response?.text()) ?? '' })
      }
    }
    return entries
  })
}

/** A GET made from the page with `token`, as the app makes it: through the worker. */
export function readAs(page: Page, token: string, path: string) {
  return page.evaluate(
    async ({ token, path }) => {
      const response = await fetch(path, { headers: { authorization: `Bearer ${token}` } })
      return { status: response.status, body: await response.text() }
    },
    { token, path },
  )
}
