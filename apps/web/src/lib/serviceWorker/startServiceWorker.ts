import { afterFirstContent } from '../afterFirstContent.ts'
import { linkManifest } from './linkManifest.ts'

/**
 * Registers the service worker and links the app's manifest after the first content, when the
 * browser is idle: neither workbox-window, the worker's precache downloads nor the manifest and
 * its icon compete with the first paint.
 */
export function startServiceWorker() {
  if (!import.meta.env.PROD) return
  afterFirstContent(linkManifest)
  if (!('serviceWorker' in navigator)) return
  afterFirstContent(() => {
    void import('./registerServiceWorker.ts').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    )
  })
}
