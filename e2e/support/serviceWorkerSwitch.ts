import type { Browser } from '@playwright/test'

/**
 * Whether a test's browser contexts get the app's service worker. Its install downloads the
 * whole precache (~360 files) in every fresh context, and it controls a page only from the
 * next navigation (the worker does not claim open pages): a test that loads a page and works
 * in it never runs under it, but pays for the install. The specs about the worker (offline,
 * caches, updates, monitoring) ask for it; the others run as in a browser without service
 * workers, which the app supports (`'serviceWorker' in navigator`).
 */
export type ServiceWorkerMode = 'installed' | 'absent'

const ABSENT = 'delete Navigator.prototype.serviceWorker'

/** Makes every context `browser` opens until the returned undo runs follow `mode`. */
export function applyServiceWorkerMode(browser: Browser, mode: ServiceWorkerMode) {
  if (mode === 'installed') return () => {}
  const newContext = browser.newContext
  browser.newContext = async (...args) => {
    const context = await newContext.apply(browser, args)
    await context.addInitScript(ABSENT)
    return context
  }
  return () => {
    browser.newContext = newContext
  }
}
