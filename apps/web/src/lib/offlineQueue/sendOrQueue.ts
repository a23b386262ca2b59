import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../api.ts'
import type { QueuedAction } from './offlineData.ts'

/** Thrown when a write went into the offline queue instead: it is kept, not failed. */
export class QueuedOffline extends Error {
  constructor() {
    super(t('app.offlineQueue.queued'))
    this.name = 'QueuedOffline'
  }
}

/**
 * Sends a write now, or, with no network (offline, or the request never reached the
 * server), queues it with its Idempotency-Key and throws QueuedOffline.
 */
export async function sendOrQueue<T>(
  queue: { userId: string | null; action: QueuedAction; idempotencyKey: string },
  send: () => Promise<T>,
): Promise<T> {
  const { userId, action, idempotencyKey } = queue
  const keep = async (owner: string) => {
    // the queue (and idb) load only when something has to wait: not part of the first load
    const { enqueue } = await import('./queue.ts')
    await enqueue(owner, action, idempotencyKey)
    return new QueuedOffline()
  }
  if (userId && !navigator.onLine) throw await keep(userId)
  try {
    return await send()
  } catch (error) {
    const noNetwork = error instanceof ApiError && error.code === 'NETWORK_ERROR'
    if (!userId || !noNetwork) throw error
    throw await keep(userId)
  }
}

/** A mutation that goes through sendOrQueue runs offline too: it queues itself rather than pause. */
export const queueableMutation = { networkMode: 'always' } as const
