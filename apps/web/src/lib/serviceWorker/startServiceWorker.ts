/**
 * Registers the service worker once the page has loaded, so neither workbox-window nor the
 * worker's precache downloads compete with the first paint.
 */
export function startServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const start = () => {
    void import('./registerServiceWorker.ts').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    )
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
