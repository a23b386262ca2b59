import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Page } from 'playwright'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts'
import { findFreePort } from '../scripts/findFreePort.ts'
import { lighthouseReport, round } from './lighthouse.ts'
import type { BenchmarkInput, Metric } from './metric.ts'

/**
 * First visit against repeat visit with a warm service worker (Lighthouse, mobile), and how
 * long a reload takes with the network off. One browser profile throughout: Lighthouse drives
 * the same Chromium as Playwright, through its debugging port.
 */
export async function measureOfflineVisits({
  baseUrl,
  reportPrefix,
}: BenchmarkInput): Promise<Metric[]> {
  const port = await findFreePort()
  const profile = await mkdtemp(path.join(tmpdir(), 'agora-bench-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  })
  try {
    const lcpOf = async (name: string, keepStorage: boolean) => {
      const report = await lighthouseReport(`${baseUrl}/`, `${reportPrefix}${name}.json`, [
        `--port=${port}`,
        ...(keepStorage ? ['--disable-storage-reset'] : []),
      ])
      return round(report.audits['largest-contentful-paint']?.numericValue ?? null)
    }
    const firstVisit = await lcpOf('lighthouse-first-visit', false)

    const page = await context.newPage()
    await installWorker(page, baseUrl)
    const repeatVisit = await lcpOf('lighthouse-repeat-visit', true)

    await context.setOffline(true)
    const offline = await timeReload(page)
    return [
      { name: 'first visit LCP (Lighthouse mobile)', value: firstVisit, unit: 'ms' },
      { name: 'repeat visit LCP, warm worker (Lighthouse mobile)', value: repeatVisit, unit: 'ms' },
      { name: 'offline reload: DOMContentLoaded', value: offline.domContentLoaded, unit: 'ms' },
      { name: 'offline reload: feed shown', value: offline.feedShown, unit: 'ms' },
    ]
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
}

async function installWorker(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/`)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  // the feed the offline reload shows must be in the worker's cache
  await page.waitForFunction(async () => {
    const cache = await caches.open('agora-feed-v1')
    return (await cache.keys()).length > 0
  })
}

/** From the reload's start: the document parsed, and the feed's first post on screen (after the spec's 1500 ms skeleton). */
async function timeReload(page: Page) {
  const started = Date.now()
  await page.reload({ waitUntil: 'domcontentloaded' })
  const domContentLoaded = Date.now() - started
  await page.locator('main[aria-busy="false"] article').first().waitFor()
  return { domContentLoaded, feedShown: Date.now() - started }
}
