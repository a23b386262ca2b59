import { apiFetch } from '../../../lib/api.ts'

/** Whether this browser gets push: it cannot, the person refused, or it is off or on. */
export type BrowserPushState = 'unsupported' | 'denied' | 'off' | 'on'

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window

async function registration() {
  const found = await navigator.serviceWorker.getRegistration('/')
  if (!found) throw new Error('no service worker')
  return found
}

/** The Permissions API's answer where there is one (headless Chromium's Notification.permission lags it). */
async function permission(): Promise<NotificationPermission> {
  const state = await navigator.permissions
    ?.query({ name: 'notifications' })
    .then((status) => status.state)
    .catch(() => null)
  if (!state) return Notification.permission
  return state === 'prompt' ? 'default' : state
}

export async function browserPushState(): Promise<BrowserPushState> {
  if (!supported()) return 'unsupported'
  const allowed = await permission()
  if (allowed === 'denied') return 'denied'
  const found = await navigator.serviceWorker.getRegistration('/')
  const subscription = await found?.pushManager.getSubscription()
  return subscription && allowed === 'granted' ? 'on' : 'off'
}

/**
 * Asks the browser's permission, subscribes at its push service with the server's key, and
 * hands the subscription to the server. Throws when the person says no or the push service
 * cannot be reached.
 */
export async function turnOnPush(vapidPublicKey: string) {
  if (!supported() || !vapidPublicKey) throw new Error('push unsupported')
  const allowed =
    (await permission()) === 'granted' ? 'granted' : await Notification.requestPermission()
  if (allowed !== 'granted') throw new Error(`permission ${allowed}`)
  const { pushManager } = await registration()
  const subscription =
    (await pushManager.getSubscription()) ??
    (await pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(vapidPublicKey),
    }))
  await apiFetch('/api/push/subscriptions', { method: 'POST', body: subscription.toJSON() })
}

/** Tells the server first (so nothing is sent to a dead endpoint), then the push service. */
export async function turnOffPush() {
  const subscription = await (await registration()).pushManager.getSubscription()
  if (!subscription) return
  const endpoint = encodeURIComponent(subscription.endpoint)
  await apiFetch(`/api/push/subscriptions?endpoint=${endpoint}`, { method: 'DELETE' }).catch(
    (error: { status?: number }) => {
      // already forgotten by the server: still unsubscribe here
      if (error.status !== 404) throw error
    },
  )
  await subscription.unsubscribe()
}

function fromBase64Url(value: string) {
  const base64 = value.replaceAll('-', '+').replaceAll('_', '/')
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) =>
    c.charCodeAt(0),
  )
}
