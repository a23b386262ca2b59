import type { FlushRequest } from '../../sw/messages.ts'

export const FIRST_RETRY_MS = 2_000
export const MAX_RETRY_MS = 5 * 60_000

/**
 * Runs `flush` now (app start), when the browser is back online, when the service worker's
 * background sync asks, and, while writes wait after a transient failure, again with doubling
 * delays (2 s up to 5 min). Returns a stop function (sign-out, account switch).
 */
export function runOfflineQueue(flush: () => Promise<{ waiting: number }>) {
  let delay = FIRST_RETRY_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const run = async () => {
    clearTimeout(timer)
    if (stopped || !navigator.onLine) return
    const { waiting } = await flush().catch(() => ({ waiting: 1 }))
    if (stopped) return
    if (waiting > 0) {
      timer = setTimeout(() => void run(), delay)
      delay = Math.min(delay * 2, MAX_RETRY_MS)
    } else {
      delay = FIRST_RETRY_MS
    }
  }
  const onOnline = () => {
    delay = FIRST_RETRY_MS
    void run()
  }
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as FlushRequest | null)?.type === 'FLUSH_OFFLINE_QUEUE') void run()
  }
  window.addEventListener('online', onOnline)
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage)
  void run()
  return () => {
    stopped = true
    clearTimeout(timer)
    window.removeEventListener('online', onOnline)
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage)
  }
}
