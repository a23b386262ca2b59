/// <reference lib="webworker" />
import type { PushPayload } from '@agora/domain'
import type { OpenPathRequest } from './messages.ts'

declare const self: ServiceWorkerGlobalScope

const ICON = '/icons/icon-192.png'
const INBOX = '/notifications'
// the server writes each push in the person's language; this one is for a payload it could
// not read, in the browser's language (the worker knows no account)
const FALLBACK_BODY = { en: 'You have a new notification', es: 'Tienes una notificación nueva' }

/** What a push shows when its payload cannot be read: the inbox has the notification. */
export function fallbackNotification(language: string) {
  const body = language.toLowerCase().startsWith('es') ? FALLBACK_BODY.es : FALLBACK_BODY.en
  return { title: 'Agora', body, path: INBOX }
}

/** What the server's push says, or null when it is not one of its payloads. */
export function readPushPayload(data: { json(): unknown } | null): PushPayload | null {
  try {
    const payload = data?.json() as Partial<Record<string, unknown>> | undefined
    const subject = payload?.kind === 'message' ? payload.conversationId : payload?.notificationId
    const fields = [payload?.title, payload?.body, payload?.path, subject]
    if (!fields.every((field) => typeof field === 'string')) return null
    // only a path in this app: a push cannot send a click elsewhere
    const path = payload?.path as string
    if (!path.startsWith('/') || path.startsWith('//')) return null
    return payload as PushPayload
  } catch {
    return null
  }
}

/** A later push about the same notification or conversation replaces the earlier one. */
function tagOf(payload: PushPayload) {
  return payload.kind === 'message'
    ? `conversation:${payload.conversationId}`
    : payload.notificationId
}

/**
 * Where a click goes: a tab of this app already open is focused and shows the page (in-app,
 * by message: a tab opened before this worker took control cannot be navigated by it), or
 * a new tab opens there.
 */
async function openPath(path: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
  if (!open) {
    await self.clients.openWindow(new URL(path, self.location.origin).href)
    return
  }
  open.postMessage({ type: 'OPEN_PATH', path } satisfies OpenPathRequest)
  // focusing needs the click's user activation; a tab that cannot take focus still moves
  await open.focus().catch(() => undefined)
}

export function registerPushNotifications() {
  self.addEventListener('push', (event: PushEvent) => {
    const payload = readPushPayload(event.data)
    const shown = payload ?? fallbackNotification(self.navigator.language)
    event.waitUntil(
      self.registration.showNotification(shown.title, {
        body: shown.body,
        // the text decides its direction: an Arabic notification reads right to left
        dir: 'auto',
        icon: ICON,
        // a notification updated again (more reactions) replaces its earlier push
        tag: payload ? tagOf(payload) : 'agora',
        data: { path: shown.path },
      }),
    )
  })

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close()
    const path = (event.notification.data as { path?: string } | null)?.path ?? INBOX
    const opening = openPath(path)
    event.waitUntil(opening)
  })
}
