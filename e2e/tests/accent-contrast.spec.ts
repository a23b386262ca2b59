import { ACCENT_COLORS, APPEARANCE_STORAGE_KEY, type AppearancePreferences } from '@agora/domain'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { paintWorstBackground } from '../support/axe.ts'
import { someContent } from '../support/content.ts'
import { type ApiSession, useSession } from '../support/session.ts'
import { apiAs, expect, newPerson, test } from '../support/social.ts'

/** axe's colour-contrast rule (WCAG 2 AA: 4.5:1, 3:1 for large text), over the worst background. */
async function contrastCheck(page: Page) {
  await paintWorstBackground(page)
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()
  return {
    violations: results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    ),
    checked: results.passes.reduce((count, rule) => count + rule.nodes.length, 0),
  }
}

/** A tab of its own signed in as `person`, with `preferences` stored before the first page. */
async function openWithAppearance(
  browser: Browser,
  baseURL: string,
  person: ApiSession,
  path: string,
  preferences: AppearancePreferences,
) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    APPEARANCE_STORAGE_KEY,
    JSON.stringify(preferences),
  ] as const)
  await useSession(page, person.token)
  await page.goto(path)
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
  return page
}

test('text meets AA contrast on the feed and a listing for every accent, light and dark', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000)
  const { community, post, listing } = await someContent(request)

  for (const theme of ['light', 'dark'] as const) {
    for (const [name, accentColor] of Object.entries(ACCENT_COLORS)) {
      await test.step(`${name} accent, ${theme} theme`, async () => {
        // a viewer of their own: the account's saved appearance would replace this one
        const viewer = await newPerson(request)
        await apiAs(request, viewer, 'post', `/api/communities/${community.id}/join`)
        await apiAs(request, viewer, 'post', `/api/posts/${post.id}/reactions`, { type: 'like' })
        const preferences: AppearancePreferences = {
          theme,
          accentColor,
          // the glass that leaves accent text the least contrast in each theme
          glassIntensity: theme === 'dark' ? 'high' : 'low',
          animationsEnabled: false,
          locale: 'en',
        }
        for (const path of ['/', `/market/${listing.id}`]) {
          const page = await openWithAppearance(browser, baseURL ?? '', viewer, path, preferences)
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
          const { violations, checked } = await contrastCheck(page)
          expect.soft(violations, `${path}, ${name}, ${theme}`).toEqual([])
          // the paint let axe measure the page, not only skip it
          expect.soft(checked).toBeGreaterThan(30)
          await page.context().close()
        }
      })
    }
  }
})
