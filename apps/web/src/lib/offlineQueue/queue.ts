import { bearerSubject } from '../../sw/bearerSubject.ts'
import { OFFLINE_SYNC_TAGS } from '../../sw/messages.ts'
import { apiFetch } from '../api.ts'
import { readAuthToken } from '../authToken.ts'
import { type FlushResult, flushWrites } from './flushWrites.ts'
import {
  openOfflineData,
  type QueuedAction,
  type QueuedWrite,
  type QueueRecord,
} from './offlineData.ts'
import { inQueueOrder } from './queueOrder.ts'
import { replayRequest } from './replayRequest.ts'

export type { QueuedWrite }

const listeners = new Set<() => void>()
/** Hears every change to the queue (this tab's). */
export function onQueueChange(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const changed = () => {
  for (const listener of listeners) listener()
}

type SentListener = (write: QueuedWrite, response: unknown) => void
const sentListeners = new Set<SentListener>()
/** Hears each queued write this tab sent, with the server's answer, before it leaves the queue. */
export function onWriteSent(listener: SentListener) {
  sentListeners.add(listener)
  return () => void sentListeners.delete(listener)
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
  return inQueueOrder(
    [
      ...posts.map((record) => ({ ...record, store: 'posts' as const })),
      ...reactions.map((record) => ({ ...record, store: 'reactions' as const })),
    ],
    userId,
  )
}

export async function discard(write: QueuedWrite) {
  const db = await openOfflineData()
  await db.delete(write.store, write.id)
  db.close()
  changed()
}

async function update(write: QueuedWrite, changes: Partial<QueueRecord>) {
  const db = await openOfflineData()
  const { store, ...record } = write
  await db.put(store, { ...record, ...changes } as never)
  db.close()
  changed()
}

/** This tab's replay attempts since it started: monitoring's sync success (spec §9). */
export const syncAttempts = { attempted: 0, succeeded: 0 }

async function send(write: QueuedWrite) {
  const { path, ...request } = replayRequest(write)
  syncAttempts.attempted += 1
  const response = await apiFetch<unknown>(path, { method: 'POST', ...request })
  syncAttempts.succeeded += 1
  for (const listener of sentListeners) listener(write, response)
}

/** The account whose token the API calls carry now. */
function signedInAs() {
  const token = readAuthToken()
  return bearerSubject(token && `Bearer ${token}`)
}

/**
 * Sends this account's queued writes in order (see flushWrites), one tab at a time (Web
 * Locks). `retry` also sends that refused write again.
 */
export async function flushQueue(
  userId: string,
  retry: Pick<QueuedWrite, 'store' | 'id'> | null = null,
): Promise<FlushResult> {
  const run = async () =>
    flushWrites(await queuedWrites(userId), {
      send,
      store: { remove: discard, update },
      retry,
      sendsAsOwner: () => signedInAs() === userId,
    })
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
