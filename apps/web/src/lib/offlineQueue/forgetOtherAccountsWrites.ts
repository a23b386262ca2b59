import { openOfflineData } from './offlineData.ts'

/**
 * Queued writes belong to the account that made them (issue #10): when another account signs
 * in on this browser, the ones it must never send or see are deleted, as the previous
 * session's cached data is, so its session cannot read them from IndexedDB either.
 */
export async function forgetOtherAccountsWrites(userId: string) {
  const db = await openOfflineData()
  try {
    const tx = db.transaction(['posts', 'reactions'], 'readwrite')
    for (const name of ['posts', 'reactions'] as const) {
      let cursor = await tx.objectStore(name).openCursor()
      while (cursor) {
        if (cursor.value.userId !== userId) await cursor.delete()
        cursor = await cursor.continue()
      }
    }
    await tx.done
  } finally {
    db.close()
  }
}
