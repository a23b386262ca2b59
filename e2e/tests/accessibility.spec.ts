import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { someContent } from '../support/content.ts'
import { expect, newPerson, type OpenAs, test } from '../support/social.ts'

/** WCAG 2.2 A and AA rules: what the issue holds every route to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Serious and critical violations on the page as it is now, named with where they are. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}

/**
 * Checks the route in both themes (the one it opens in, then the other: a signed-in person's
 * theme follows them from page to page) and at phone width.
 */
async function checkEveryWay(openAs: OpenAs, person: Parameters<OpenAs>[0], path: string) {
  const page = await openAs(person, path)
  const html = page.locator('html')
  const first = await html.getAttribute('data-theme')
  expect(await seriousViolations(page), `${path}, ${first} theme`).toEqual([])

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Switch to (dark|light) theme$/ })
    .click()
  const second = first === 'dark' ? 'light' : 'dark'
  await expect(html).toHaveAttribute('data-theme', second)
  expect(await seriousViolations(page), `${path}, ${second} theme`).toEqual([])

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeVisible()
  expect(await seriousViolations(page), `${path}, phone`).toEqual([])
}

test.describe('no serious or critical accessibility violations, light, dark and phone', () => {
  test('the feed, a community, a post and a tag', async ({ openAs, request }) => {
    test.setTimeout(180_000)
    const { person, community, post } = await someContent(request)
    await checkEveryWay(openAs, null, '/')
    await checkEveryWay(openAs, person, `/dao/${community.slug}`)
    await checkEveryWay(openAs, person, `/?post=${post.id}`)
    await checkEveryWay(openAs, null, '/?tag=checked')
    await checkEveryWay(openAs, person, '/?tab=communities')
  })

  test('the marketplace, a listing and the seller area', async ({ openAs, request }) => {
    test.setTimeout(180_000)
    const { person, listing } = await someContent(request)
    await checkEveryWay(openAs, null, '/market')
    await checkEveryWay(openAs, null, `/market/${listing.id}`)
    await checkEveryWay(openAs, person, '/sell')
    await checkEveryWay(openAs, person, '/sell/listings/new')
    await checkEveryWay(openAs, person, '/orders')
  })

  test('the account, verification, preferences, wallet, messages and notifications', async ({
    openAs,
    request,
  }) => {
    test.setTimeout(180_000)
    const person = await newPerson(request)
    for (const path of [
      '/account',
      '/account/verification',
      '/account/preferences',
      '/wallet',
      '/messages',
      '/notifications',
    ])
      await checkEveryWay(openAs, person, path)
  })

  test('signing in, registering and a page that does not exist', async ({ openAs }) => {
    test.setTimeout(180_000)
    for (const path of ['/login', '/register', '/no/such/page'])
      await checkEveryWay(openAs, null, path)
  })
})
