import type { Page } from '@playwright/test'
import { describeFocus, expectVisibleFocus } from '../support/keyboard.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

/**
 * Presses Tab `stops` times: every control reached shows a focus indicator. The stop after
 * the page's last control is the browser's own UI (focus on the body): it is passed over.
 * Returns the distinct controls reached.
 */
async function tabThrough(page: Page, stops = 60): Promise<Set<string>> {
  const reached = new Set<string>()
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate(() => document.activeElement === document.body)) continue
    await expectVisibleFocus(page)
    reached.add(await describeFocus(page))
  }
  return reached
}

test('every control of the feed, a listing and the account page shows where focus is', async ({
  openAs,
  request,
}) => {
  const person = await newUser(request)
  const community = await apiAs<{ id: string }>(request, person, 'post', '/api/communities', {
    name: uniqueName('Focus Club'),
    description: 'Rings everywhere.',
    rules: ['Be kind'],
  })
  await apiAs(request, person, 'post', '/api/posts', {
    content: 'A post about #focus for @nobody_here with https://example.org',
    communityId: community.id,
  })
  const listing = await apiAs<{ id: string }>(
    request,
    person,
    'post',
    '/api/marketplace/listings',
    {
      title: uniqueName('Focus lamp'),
      description: 'A lamp with a ring.',
      priceAmount: '0.01',
      currency: 'ETH',
      chainId: 8453,
      category: 'home',
      images: [],
      quantity: 1,
    },
  )
  const visitor = await newUser(request)

  // a tab of its own per page: the walk starts where a page load leaves focus, at the top
  for (const [who, path, theme] of [
    [visitor, '/', 'light'],
    [visitor, `/market/${listing.id}`, 'dark'],
    [person, '/account', 'light'],
    [visitor, '/', 'dark'],
  ] as const) {
    await test.step(`${path} in the ${theme} theme`, async () => {
      const page = await openAs(who, path)
      await page.emulateMedia({ colorScheme: theme })
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      // a page with only a handful of controls wraps around: the count is what it has
      expect((await tabThrough(page)).size).toBeGreaterThan(12)
    })
  }
})

test('at phone width the bottom tabs and the feed show where focus is', async ({
  openAs,
  request,
}) => {
  await apiAs(request, await newUser(request), 'post', '/api/posts', { content: 'On a phone' })
  const page = await openAs(await newUser(request), '/', { width: 390, height: 844 })
  expect((await tabThrough(page)).size).toBeGreaterThan(12)
})
