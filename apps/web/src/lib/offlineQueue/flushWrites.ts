import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../api.ts'
import type { QueuedWrite, QueueRecord } from './offlineData.ts'

/** Where a flush keeps what happened to each write. */
export type ReplayStore = {
  remove(write: QueuedWrite): Promise<void>
  update(write: QueuedWrite, changes: Partial<QueueRecord>): Promise<void>
}

export type FlushOptions = {
  send(write: QueuedWrite): Promise<unknown>
  store: ReplayStore
  /** a refused write the person asked to send again ("Retry now") */
  retry?: Pick<QueuedWrite, 'store' | 'id'> | null
  /** false once another account holds the session: its token must never carry these writes */
  sendsAsOwner(): boolean
}

export type FlushResult = { sent: number; refused: number; waiting: number }

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

/**
 * Sends queued writes in the order given. A write the server took is removed; one it refused
 * keeps its reason and is skipped from then on; a transient failure stops the flush, so
 * nothing overtakes it, and `waiting` says how many are left to try later.
 */
export async function flushWrites(
  writes: QueuedWrite[],
  { send, store, retry = null, sendsAsOwner }: FlushOptions,
): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: 0, waiting: 0 }
  const retried = (write: QueuedWrite) => write.store === retry?.store && write.id === retry.id
  const pending = writes.filter((write) => !write.error || retried(write))
  for (const [index, write] of pending.entries()) {
    if (!sendsAsOwner()) {
      result.waiting = pending.length - index
      break
    }
    try {
      await send(write)
      await store.remove(write)
      result.sent += 1
    } catch (error) {
      if (isTransient(error)) {
        await store.update(write, { attempts: write.attempts + 1, error: null })
        result.waiting = pending.length - index
        break
      }
      const reason = error instanceof Error ? error.message : String(error)
      await store.update(write, {
        attempts: write.attempts + 1,
        error: t('app.offlineQueue.refused', { kind: write.data.type, reason }),
      })
      result.refused += 1
    }
  }
  return result
}
