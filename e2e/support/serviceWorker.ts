import { expect, type Page } from '@playwright/test'

/** Waits until the service worker installed on the first visit controls the page. */
export async function reloadUnderWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
}
