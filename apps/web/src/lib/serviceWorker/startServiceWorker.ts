import { afterFirstContent } from '../afterFirstContent.ts'

/**
 * Registers the service worker after the first content, when the browser is idle: neither
 * workbox-window nor the worker's precache downloads compete with the first paint.
 */
export function startServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  afterFirstContent(() => {
    void import('./registerServiceWorker.ts').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    )
  })
}
