import { expect } from '@playwright/test'
import { feedReady, test } from '../support/emptyServer.ts'

// its tests share the one server of their own it needs: they run on one worker, in order,
// rather than each worker starting that server (the suite runs fullyParallel otherwise)
test.describe.configure({ mode: 'default' })

test.describe('routes', () => {
  test('/ shows the feed', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
    await expect(feedReady(page)).toBeVisible()
  })

  test('/dao/{id} shows that community', async ({ page }) => {
    await page.goto('/dao/anything')
    await expect(page.getByRole('heading', { level: 1, name: 'anything' })).toBeVisible()
  })

  test('/?view=community&community={id} shows that community, with an optional post', async ({
    page,
  }) => {
    await page.goto('/?view=community&community=x&post=42')
    await expect(page.getByRole('heading', { level: 1, name: 'x' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Post not found' })).toBeVisible()
  })

  test('navigation is shallow: the URL changes without a page load', async ({ page }) => {
    await page.goto('/dao/anything?post=7')
    await expect(page.getByRole('heading', { level: 2, name: 'Post not found' })).toBeVisible()
    await page.evaluate(() => Object.assign(window, { __samePage: true }))

    await page.getByRole('button', { name: 'Show all posts' }).click()
    await expect(page).toHaveURL(/\/dao\/anything$/)
    await page.getByRole('button', { name: 'Add to favourites' }).click()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'anything' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Back to feed' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(feedReady(page)).toBeVisible()
    await page.getByRole('link', { name: 'anything' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'anything' })).toBeVisible()
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true)

    // the favourite was stored under navigationPreferences
    const stored = await page.evaluate(() => localStorage.getItem('navigationPreferences'))
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      favoriteCommunities: ['anything'],
      quickActions: ['createPost', 'discoverCommunities', 'messages'],
    })
  })

  test('an unknown path says so and links back to the feed', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Go to the feed' }).click()
    await expect(feedReady(page)).toBeVisible()
  })
})

test('a failed render shows the error page and Try Again recovers', async ({ page }) => {
  // the community view is its own chunk: failing its download fails its render, as a
  // network blip or a deploy that replaced the chunks would
  const communityChunk = '**/assets/CommunityView-*.js'
  await page.route(communityChunk, (route) => route.abort())
  await page.goto('/dao/anything')

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(
    page.getByText('We encountered an unexpected error. Please try refreshing the page.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible()

  await page.unroute(communityChunk)
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'anything' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
})

test('keyboard users can skip to the content and reach the controls', async ({ page }) => {
  await page.goto('/')
  await expect(feedReady(page)).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Agora' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('searchbox', { name: 'Search Agora' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Appearance settings' })).toBeVisible()
})
