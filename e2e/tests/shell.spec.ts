import { expect, type Page } from '@playwright/test'
import { feedReady, test } from '../support/emptyServer.ts'

// its tests share the one server of their own it needs: they run on one worker, in order,
// rather than each worker starting that server (the suite runs fullyParallel otherwise)
test.describe.configure({ mode: 'default' })

const SKELETON_MS = 1500

// the shell as most people see it: the skeleton's shine, the fade-in, the motion switch
test.use({ reducedMotion: 'no-preference' })

const theme = (page: Page) => page.locator('html').getAttribute('data-theme')

test.describe('app shell', () => {
  test('serves an empty root: nothing shows before the app mounts', async ({ request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toContain('<div id="root"></div>')
  })

  test('shows the loading skeleton for 1500 ms, then the content', async ({ page }) => {
    // timestamps taken in the page, so a slow test runner cannot blur the timing
    await page.addInitScript(() => {
      const seen: Record<string, number> = {}
      Object.assign(window, { __seen: seen })
      new MutationObserver(() => {
        if (!seen.content && document.querySelector('.empty-state'))
          seen.content = performance.now()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/', { waitUntil: 'commit' })
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible()
    await expect(page.locator('.post-card-skeleton')).toHaveCount(3)
    await expect(page.locator('.left-sidebar .skeleton').first()).toBeAttached()

    await expect(feedReady(page)).toBeVisible()
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0)
    // the skeleton's start is the app's own mark, taken as it enters the page: an observer's
    // callback can run later than that on a busy main thread
    const seen = await page.evaluate(() => ({
      skeleton: performance.getEntriesByName('agora:skeleton-shown')[0]?.startTime ?? Number.NaN,
      content: (window as unknown as { __seen: { content: number } }).__seen.content,
    }))
    expect(seen.content - seen.skeleton).toBeGreaterThanOrEqual(SKELETON_MS - 50)
    expect(seen.content - seen.skeleton).toBeLessThan(SKELETON_MS + 1000)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'About Agora' })).toBeVisible()
    await expect(page.getByRole('banner')).toContainText('Agora')
  })

  test('does not shift the layout while loading', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { __layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/')
    await expect(feedReady(page)).toBeVisible()
    // the right column settles once its lists have answered
    await expect(page.getByRole('complementary', { name: 'About Agora' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    const cls = await page.evaluate(() =>
      (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce((a, b) => a + b, 0),
    )
    expect(cls).toBeLessThanOrEqual(0.01)
  })
})

test.describe('theme', () => {
  test('follows the OS setting live, and the toggle flips it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await expect(feedReady(page)).toBeVisible()
    expect(await theme(page)).toBe('light')
    const lightText = await page.evaluate(() => getComputedStyle(document.body).color)

    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).not.toBe(lightText)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')

    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    // an explicit choice no longer follows the OS, and survives a reload
    await page.emulateMedia({ colorScheme: 'light' })
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  })

  test('applies the stored theme before the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.addInitScript(() => {
      localStorage.setItem('appearancePreferences', JSON.stringify({ theme: 'dark' }))
      // what the document says as soon as the body exists, before any module script runs
      document.addEventListener(
        'readystatechange',
        () => {
          Object.assign(window, { __themeAtParse: document.documentElement.dataset.theme })
        },
        { once: true },
      )
    })
    await page.goto('/')
    expect(await page.evaluate(() => (window as { __themeAtParse?: string }).__themeAtParse)).toBe(
      'dark',
    )
  })

  test('the settings popover changes accent, glass and motion', async ({ page }) => {
    await page.goto('/')
    await expect(feedReady(page)).toBeVisible()
    await page.getByRole('button', { name: 'Appearance settings' }).click()
    const settings = page.getByRole('dialog', { name: 'Appearance settings' })
    await expect(settings).toBeVisible()
    expect((await settings.boundingBox())?.width).toBe(320)

    await settings.getByRole('radio', { name: 'Green' }).check()
    await settings.getByRole('radio', { name: 'High' }).check()
    await settings.getByRole('switch', { name: /Animations/ }).uncheck()
    const root = page.locator('html')
    await expect(root).toHaveAttribute('data-motion', 'reduced')
    expect(await root.evaluate((el) => el.style.getPropertyValue('--accent'))).toBe('#10b981')
    expect(await root.evaluate((el) => el.style.getPropertyValue('--glass-blur'))).toBe('16px')

    await page.keyboard.press('Escape')
    await expect(settings).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Appearance settings' })).toBeFocused()
  })
})

test('shows "You\'re offline" while the network is down', async ({ page, context }) => {
  await page.goto('/')
  await expect(feedReady(page)).toBeVisible()
  const banner = page.getByText("You're offline")
  await expect(banner).toHaveCount(0)
  await context.setOffline(true)
  await expect(banner).toBeVisible()
  const box = await banner.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.x < viewport.width / 2 && box.y > viewport.height / 2).toBe(true)
  await context.setOffline(false)
  await expect(banner).toHaveCount(0)
})

test.describe('responsive layout', () => {
  test('below 768 px the left sidebar collapses and the right one hides, live', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await expect(feedReady(page)).toBeVisible()
    // a phone has bottom tabs, each a 44 px target, in place of the icon rail
    const sidebar = page.getByRole('navigation', { name: 'Main' })
    await expect(sidebar).toBeHidden()
    const tabs = page.getByRole('navigation', { name: 'Tabs' })
    await expect(tabs).toBeVisible()
    for (const tab of await tabs.getByRole('link').or(tabs.getByRole('button')).all()) {
      const box = await tab.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(44)
      expect(box?.width).toBeGreaterThanOrEqual(44)
    }
    // the compact header leaves the theme to Preferences
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^Switch to .* theme$/ }),
    ).toBeHidden()
    await expect(page.getByRole('complementary', { name: 'About Agora' })).toHaveCount(0)
    // nothing spills past the viewport
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.getByRole('complementary', { name: 'About Agora' })).toBeVisible()
    expect((await sidebar.boundingBox())?.width).toBeGreaterThan(200)

    await page.setViewportSize({ width: 767, height: 800 })
    await expect(page.getByRole('complementary', { name: 'About Agora' })).toHaveCount(0)
  })

  test('the right column hides from the navigation, and stays hidden after a reload', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await expect(feedReady(page)).toBeVisible()
    const column = page.getByRole('complementary', { name: 'About Agora' })
    const main = page.getByRole('main')
    const narrow = (await main.boundingBox())?.width ?? 0
    const navigation = page.getByRole('navigation', { name: 'Main' })

    await navigation.getByRole('button', { name: 'Hide side column' }).click()
    await expect(column).toHaveCount(0)
    // the content takes the room
    expect((await main.boundingBox())?.width).toBeGreaterThan(narrow + 200)
    await page.reload()
    await expect(feedReady(page)).toBeVisible()
    await expect(column).toHaveCount(0)

    await navigation.getByRole('button', { name: 'Show side column' }).click()
    await expect(column).toBeVisible()
    const stored = await page.evaluate(() => localStorage.getItem('navigationPreferences'))
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ rightSidebarHidden: false })
  })

  test('the collapsed sidebar opens over the content on mobile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await expect(feedReady(page)).toBeVisible()
    const sidebar = page.getByRole('navigation', { name: 'Main' })
    const main = page.getByRole('main')
    const mainBefore = await main.boundingBox()

    const menu = page
      .getByRole('navigation', { name: 'Tabs' })
      .getByRole('button', { name: 'Menu' })
    await menu.click()
    await expect(sidebar.getByText('Favourites')).toBeVisible()
    expect((await sidebar.boundingBox())?.width).toBeGreaterThan(200)
    // a drawer: the content underneath keeps its place
    expect(await main.boundingBox()).toEqual(mainBefore)
    await page.keyboard.press('Escape')
    await expect(sidebar).toBeHidden()

    await menu.click()
    await expect(sidebar).toBeVisible()
    await page.mouse.click(300, 600)
    await expect(sidebar).toBeHidden()

    // the tab that opened the drawer closes it too
    await menu.click()
    await page
      .getByRole('navigation', { name: 'Tabs' })
      .getByRole('button', { name: 'Close' })
      .click()
    await expect(sidebar).toBeHidden()
  })
})
