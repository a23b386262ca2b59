import { Workbox } from 'workbox-window'
import {
  type OpenPathRequest,
  UPDATES_CHANNEL,
  type UpdateAnnouncement,
  type WorkerRequest,
} from '../../sw/messages.ts'
import { setPendingUpdate } from './updateStore.ts'

/**
 * Registers `/sw.js` for the whole origin and raises the update notice when a new version
 * waits while an older one controls this page: found by this tab, or announced by the
 * worker on the `pwa-updates` channel to every tab (spec §4, §7).
 */
export async function registerServiceWorker() {
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => void offerWaitingUpdate())
  new BroadcastChannel(UPDATES_CHANNEL).addEventListener('message', (event) => {
    if ((event.data as UpdateAnnouncement | undefined)?.type === 'UPDATE_AVAILABLE') {
      void offerWaitingUpdate()
    }
  })
  // another tab accepted the update: this one is now controlled by it, nothing waits any more
  navigator.serviceWorker.addEventListener('controllerchange', () => setPendingUpdate(null))
  navigator.serviceWorker.addEventListener('message', (event) => {
    const request = event.data as OpenPathRequest | undefined
    if (request?.type !== 'OPEN_PATH' || !request.path.startsWith('/')) return
    // the router follows history: the page changes in-app, without a reload
    window.history.pushState(null, '', request.path)
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await workbox.register()
}

async function offerWaitingUpdate() {
  const registration = await navigator.serviceWorker.getRegistration('/')
  const waiting = registration?.waiting
  if (!waiting || !navigator.serviceWorker.controller) return
  setPendingUpdate({ apply: () => activate(waiting) })
}

let reloading = false

/** Activates the waiting worker, then reloads once, after it has taken control. */
function activate(waiting: ServiceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return
    reloading = true
    window.location.reload()
  })
  waiting.postMessage({ type: 'SKIP_WAITING' } satisfies WorkerRequest)
}
