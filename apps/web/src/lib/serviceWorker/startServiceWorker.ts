import { SKELETON_DURATION_MS } from '@agora/domain'

/**
 * Registers the service worker once the page has loaded and its content has replaced the
 * skeleton (spec §2: 1500 ms), when the browser is idle: neither workbox-window nor the
 * worker's precache downloads compete with the first paint or the first content.
 */
export function startServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    void import('./registerServiceWorker.ts').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    )
  }
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 5_000 })
      : register()
  const afterContent = () => setTimeout(whenIdle, SKELETON_DURATION_MS)
  if (document.readyState === 'complete') afterContent()
  else window.addEventListener('load', afterContent, { once: true })
}
