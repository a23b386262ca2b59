import type { Page } from '@playwright/test'
import { adminToken } from '../support/admin.ts'
import { reloadUnderWorker } from '../support/serviceWorker.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

// about the service worker: its pages run under it
test.use({ serviceWorker: 'installed' })

/** What storage pressure does: the area caches are gone, the worker's counters are not. */
const evictAreaCaches = (page: Page) =>
  page.evaluate(async () => {
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) await caches.delete(name)
    }
  })

/**
 * Storage use depends on the machine's free disk (Chromium's quota is a share of it): fix it at
 * 1 %, so the only signal this test moves is the hit rate.
 */
const fixStorageEstimate = (page: Page) =>
  page.addInitScript(() => {
    navigator.storage.estimate = async () => ({ usage: 10_000_000, quota: 1_000_000_000 })
  })

const activeAlertTypes = (panel: ReturnType<Page['getByRole']>) =>
  panel.locator('[data-type]').evaluateAll((items) => items.map((item) => item.dataset.type))

async function checkHealth(page: Page) {
  await page.goto('/admin/device')
  const panel = page.getByRole('region', { name: 'App health' })
  await expect(panel).toBeVisible()
  await panel.getByRole('button', { name: 'Check now' }).click()
  return panel
}

const scoreOf = async (panel: ReturnType<Page['getByRole']>) => {
  const label = await panel.getByLabel(/^Health score \d+ of 100$/).getAttribute('aria-label')
  return Number(label?.match(/\d+/)?.[0])
}

test('a low cache hit rate raises hit_rate_low and lowers the health score', async ({
  openAs,
  request,
}) => {
  const person = await newUser(request)
  // the device's health is in the admin area
  const admin = await adminToken(request)
  const community = await apiAs<{ id: string; name: string }>(
    request,
    person,
    'post',
    '/api/communities',
    { name: uniqueName('Cache Misses'), description: 'Read and forgotten.', rules: [] },
  )
  const page = await openAs(null, '/')
  await fixStorageEstimate(page)
  await reloadUnderWorker(page)

  await page.evaluate((token) => window.localStorage.setItem('auth_token', token), admin)
  let panel = await checkHealth(page)
  await expect.poll(() => activeAlertTypes(panel)).toEqual([])
  await expect(panel.getByText('No alerts in the last hour.')).toBeVisible()
  const healthyScore = await scoreOf(panel)
  expect(healthyScore).toBeGreaterThanOrEqual(90)

  // signed out, the community's public answers go through the worker's caches: read it again
  // and again while its cache keeps being evicted
  await page.evaluate(() => window.localStorage.removeItem('auth_token'))
  for (let visit = 0; visit < 6; visit++) {
    await page.goto(`/dao/${community.id}`)
    await expect(page.getByRole('heading', { name: community.name })).toBeVisible()
    await evictAreaCaches(page)
  }

  await page.evaluate((token) => window.localStorage.setItem('auth_token', token), admin)
  panel = await checkHealth(page)
  const alert = panel.locator('[data-type="hit_rate_low"]')
  await expect(alert).toBeVisible()
  await expect(alert).toContainText(/Cache hit rate is \d+ %, below 70 %/)
  await expect.poll(() => scoreOf(panel)).toBeLessThan(healthyScore)

  // the alert outlives the tab (spec §9: the last 50 alerts are saved)
  const savedTypes = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('AgoraMonitoring')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('alerts').objectStore('alerts').getAll()
          read.onsuccess = () => resolve(read.result.map((saved: { type: string }) => saved.type))
        }
      }),
  )
  expect(savedTypes).toContain('hit_rate_low')
})
