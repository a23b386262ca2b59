import type { Browser, BrowserContextOptions } from '@playwright/test'

/**
 * Whether a test's browser contexts get the app's service worker. Its install downloads the
 * whole precache (~360 files) in every fresh context, and it controls a page only from the
 * next navigation (the worker does not claim open pages): a test that loads a page and works
 * in it never runs under it, but pays for the install. The specs about the worker (offline,
 * caches, updates, monitoring) ask for it; the others run as in a browser without service
 * workers, which the app supports (`'serviceWorker' in navigator`).
 */
export type ServiceWorkerMode = 'installed' | 'absent'

/** What every browser context a test opens starts with, whoever opens it. */
export interface ContextDefaults {
  serviceWorker: ServiceWorkerMode
  /**
   * The system's "reduce motion" setting, `'reduce'` unless a spec asks otherwise
   * (playwright.config.ts says why).
   */
  reducedMotion: BrowserContextOptions['reducedMotion']
}

const ABSENT = 'delete Navigator.prototype.serviceWorker'

/** Makes every context `browser` opens until the returned undo runs start with `defaults`. */
export function applyContextDefaults(browser: Browser, defaults: ContextDefaults) {
  const newContext = browser.newContext
  browser.newContext = async (options = {}) => {
    const context = await newContext.call(browser, {
      reducedMotion: defaults.reducedMotion,
      ...options,
    })
    if (defaults.serviceWorker === 'absent') await context.addInitScript(ABSENT)
    return context
  }
  return () => {
    browser.newContext = newContext
  }
}
