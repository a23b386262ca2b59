import type { FlushRequest } from '../../sw/messages.ts'
import { flushQueue } from './queue.ts'

const FIRST_RETRY_MS = 2_000
const MAX_RETRY_MS = 5 * 60_000

/**
 * Flushes `userId`'s queue now (app start), when the browser is back online, when the
 * service worker's background sync asks, and, while writes wait, with doubling delays.
 * Returns a stop function (sign-out, account switch).
 */
export function runOfflineQueue(userId: string) {
  let delay = FIRST_RETRY_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const flush = async () => {
    clearTimeout(timer)
    if (stopped || !navigator.onLine) return
    const { waiting } = await flushQueue(userId).catch(() => ({ waiting: 1 }))
    if (stopped) return
    if (waiting > 0) {
      timer = setTimeout(() => void flush(), delay)
      delay = Math.min(delay * 2, MAX_RETRY_MS)
    } else {
      delay = FIRST_RETRY_MS
    }
  }
  const onOnline = () => {
    delay = FIRST_RETRY_MS
    void flush()
  }
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as FlushRequest | null)?.type === 'FLUSH_OFFLINE_QUEUE') void flush()
  }
  window.addEventListener('online', onOnline)
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage)
  void flush()
  return () => {
    stopped = true
    clearTimeout(timer)
    window.removeEventListener('online', onOnline)
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage)
  }
}
