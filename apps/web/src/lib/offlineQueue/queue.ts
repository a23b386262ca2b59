import { t } from '../../i18n/i18n.ts'
import { OFFLINE_SYNC_TAGS } from '../../sw/messages.ts'
import { ApiError, apiFetch } from '../api.ts'
import { idempotencyHeaders } from '../idempotencyKey.ts'
import { openOfflineData, type QueuedAction, type QueueRecord } from './offlineData.ts'

type StoreName = 'posts' | 'reactions'
export type QueuedWrite = QueueRecord & { store: StoreName }

const listeners = new Set<() => void>()
/** Hears every change to the queue (this tab's). */
export function onQueueChange(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const changed = () => {
  for (const listener of listeners) listener()
}

/** Keeps a write to send when the network is back, with the key it was first tried with. */
export async function enqueue(userId: string, action: QueuedAction, idempotencyKey: string) {
  const db = await openOfflineData()
  const record = {
    data: action,
    timestamp: Date.now(),
    synced: false,
    userId,
    idempotencyKey,
    error: null,
    attempts: 0,
  }
  if (action.type === 'reaction') {
    await db.add('reactions', { ...record, postId: action.data.postId } as never)
  } else {
    await db.add('posts', record as never)
  }
  db.close()
  changed()
  void requestBackgroundSync()
}

/** This account's queued writes, oldest first. */
export async function queuedWrites(userId: string): Promise<QueuedWrite[]> {
  const db = await openOfflineData()
  const [posts, reactions] = await Promise.all([db.getAll('posts'), db.getAll('reactions')])
  db.close()
  return [
    ...posts.map((record) => ({ ...record, store: 'posts' as const })),
    ...reactions.map((record) => ({ ...record, store: 'reactions' as const })),
  ]
    .filter((record) => record.userId === userId && !record.synced)
    .sort((a, b) => a.timestamp - b.timestamp)
}

export async function discard(write: QueuedWrite) {
  const db = await openOfflineData()
  await db.delete(write.store, write.id)
  db.close()
  changed()
}

/** A refused write may be tried again on request ("Retry now"). */
async function update(write: QueuedWrite, changes: Partial<QueueRecord>) {
  const db = await openOfflineData()
  const { store, ...record } = write
  await db.put(store, { ...record, ...changes } as never)
  db.close()
  changed()
}

/** Spec §7 replay targets. */
function send(write: QueuedWrite) {
  const action = write.data
  const headers = idempotencyHeaders(write.idempotencyKey)
  switch (action.type) {
    case 'post':
      return apiFetch('/api/posts', { method: 'POST', body: action.data, headers })
    case 'comment': {
      const { postId, ...body } = action.data
      return apiFetch(`/api/posts/${postId}/comments`, { method: 'POST', body, headers })
    }
    case 'reaction':
      return apiFetch(`/api/posts/${action.data.postId}/reactions`, {
        method: 'POST',
        body: { type: action.data.type },
        headers,
      })
    case 'message':
      return apiFetch('/api/messages', { method: 'POST', body: action.data, headers })
  }
}

/** A failure worth trying again later: no network, a busy or failing server, the same key in flight. */
export function isTransient(error: unknown) {
  if (!(error instanceof ApiError)) return true
  return (
    error.status === 0 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500 ||
    error.code === 'IDEMPOTENCY_IN_PROGRESS'
  )
}

export type FlushResult = { sent: number; refused: number; waiting: number }

/** This tab's replay attempts since it started: monitoring's sync success (spec §9). */
export const syncAttempts = { attempted: 0, succeeded: 0 }

/**
 * Sends this account's queued writes in order, one tab at a time (Web Locks). A write the
 * server took is removed; one it refused keeps its reason and is not retried; a transient
 * failure stops the flush, to be resumed later. `retry` also sends refused ones again.
 */
export async function flushQueue(
  userId: string,
  retry: number | null = null,
): Promise<FlushResult> {
  const run = async (): Promise<FlushResult> => {
    const result: FlushResult = { sent: 0, refused: 0, waiting: 0 }
    const writes = await queuedWrites(userId)
    for (const [index, write] of writes.entries()) {
      if (write.error && write.id !== retry) continue
      syncAttempts.attempted += 1
      try {
        await send(write)
        syncAttempts.succeeded += 1
        await discard(write)
        result.sent += 1
      } catch (error) {
        if (isTransient(error)) {
          await update(write, { attempts: write.attempts + 1, error: null })
          result.waiting = writes.length - index
          break
        }
        const reason = error instanceof Error ? error.message : String(error)
        await update(write, {
          attempts: write.attempts + 1,
          error: t('app.offlineQueue.refused', { kind: write.data.type, reason }),
        })
        result.refused += 1
      }
    }
    return result
  }
  if (!navigator.locks) return run()
  return navigator.locks.request(`offline-queue:${userId}`, run)
}

/** Spec §4: the browser wakes the worker when the network is back (Chromium's Background Sync). */
async function requestBackgroundSync() {
  const registration = await navigator.serviceWorker?.getRegistration('/')
  const sync = (
    registration as
      | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
      | undefined
  )?.sync
  if (!sync) return
  for (const tag of OFFLINE_SYNC_TAGS) {
    await sync.register(tag).catch(() => {})
  }
}
