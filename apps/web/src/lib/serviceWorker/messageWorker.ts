import type { WorkerRequest } from '../../sw/messages.ts'

const REPLY_TIMEOUT_MS = 5_000

/** Posts a message to the active service worker and waits for its answer (spec §7). */
export async function messageWorker<T>(message: WorkerRequest): Promise<T> {
  if (!('serviceWorker' in navigator)) throw new Error('Service workers are not supported here')
  const registration = await navigator.serviceWorker.getRegistration('/')
  const worker = navigator.serviceWorker.controller ?? registration?.active
  if (!worker) throw new Error('No service worker is running yet')
  return new Promise<T>((resolve, reject) => {
    const channel = new MessageChannel()
    const timer = setTimeout(
      () => reject(new Error('The service worker did not answer')),
      REPLY_TIMEOUT_MS,
    )
    channel.port1.onmessage = (event) => {
      clearTimeout(timer)
      resolve(event.data as T)
    }
    worker.postMessage(message, [channel.port2])
  })
}
