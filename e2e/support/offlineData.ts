import type { Page } from '@playwright/test'

export type StoreShape = {
  name: string
  keyPath: string | string[] | null
  autoIncrement: boolean
  indexes: { name: string; keyPath: string | string[] }[]
}

/** The version and stores of the spec §3 database, as the page's IndexedDB has them. */
export function offlineDataSchema(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ version: number; stores: StoreShape[] }>((resolve, reject) => {
        const open = indexedDB.open('OfflineData')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const names = [...db.objectStoreNames]
          const tx = db.transaction(names)
          const stores = names.map((name) => {
            const store = tx.objectStore(name)
            return {
              name,
              keyPath: store.keyPath,
              autoIncrement: store.autoIncrement,
              indexes: [...store.indexNames].map((index) => ({
                name: index,
                keyPath: store.index(index).keyPath,
              })),
            }
          })
          db.close()
          resolve({ version: db.version, stores })
        }
      }),
  )
}

export type StoredWrite = { store: string; userId: string; data: unknown; error: string | null }

/** Every queued write in OfflineData, whoever made it: what any script of this origin can read. */
export function storedWrites(page: Page) {
  return page.evaluate(async () => {
    // opening a missing database would create it without its stores
    const names = (await indexedDB.databases()).map((db) => db.name)
    if (!names.includes('OfflineData')) return []
    return new Promise<StoredWrite[]>((resolve, reject) => {
      const open = indexedDB.open('OfflineData')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const db = open.result
        const tx = db.transaction(['posts', 'reactions'])
        const found: StoredWrite[] = []
        for (const store of ['posts', 'reactions']) {
          const all = tx.objectStore(store).getAll()
          all.onsuccess = () => {
            for (const record of all.result) found.push({ store, ...record })
          }
        }
        tx.oncomplete = () => {
          db.close()
          resolve(found)
        }
        tx.onerror = () => reject(tx.error)
      }
    })
  })
}

/** The background syncs the worker's registration has pending (Chromium's SyncManager). */
export function pendingSyncTags(page: Page) {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> }
    }
    return registration.sync.getTags()
  })
}

/** Whether the worker's registration has navigation preload on, and with which header value. */
export function navigationPreloadState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const state = await registration.navigationPreload.getState()
    return { enabled: state.enabled, headerValue: state.headerValue }
  })
}

/**
 * Makes every entry of one area cache look stored at the epoch, as Workbox's expiration
 * keeps it (its `workbox-expiration` database): they are then past any lifetime. Returns how
 * many it aged.
 */
export function ageCacheEntries(page: Page, cacheName: string) {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('workbox-expiration')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction('cache-entries', 'readwrite')
          let aged = 0
          const cursor = tx.objectStore('cache-entries').index('cacheName').openCursor(name)
          cursor.onsuccess = () => {
            const entry = cursor.result
            if (!entry) return
            entry.update({ ...entry.value, timestamp: 0 })
            aged += 1
            entry.continue()
          }
          tx.oncomplete = () => {
            db.close()
            resolve(aged)
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    cacheName,
  )
}
