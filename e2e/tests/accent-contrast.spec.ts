import { ACCENT_COLORS, APPEARANCE_STORAGE_KEY, type AppearancePreferences } from '@agora/domain'
import type { Page } from '@playwright/test'
import { axeOn, paintWorstBackground } from '../support/axe.ts'
import { someContent } from '../support/content.ts'
import { follow } from '../support/pageTour.ts'
import { apiAs, expect, newUser, test } from '../support/social.ts'

/** axe's colour-contrast rule (WCAG 2 AA: 4.5:1, 3:1 for large text), over the worst background. */
async function contrastCheck(page: Page) {
  await paintWorstBackground(page)
  const results = await axeOn(page).withRules(['color-contrast']).analyze()
  return {
    violations: results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    ),
    checked: results.passes.reduce((count, rule) => count + rule.nodes.length, 0),
  }
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * Chooses `preferences` in the header's Appearance settings, as a person does (the page takes
 * them in place), and closes the settings; then the appearance the app stored is all of it.
 */
async function chooseAppearance(page: Page, accent: string, preferences: AppearancePreferences) {
  const opener = page.getByRole('banner').getByRole('button', { name: 'Appearance settings' })
  await opener.click()
  const settings = page.getByRole('dialog', { name: 'Appearance settings' })
  await settings.getByRole('combobox', { name: 'Language' }).selectOption(preferences.locale)
  await settings.getByRole('radio', { name: capitalised(preferences.theme) }).check()
  await settings.getByRole('radio', { name: capitalised(accent) }).check()
  await settings.getByRole('radio', { name: capitalised(preferences.glassIntensity) }).check()
  await settings
    .getByRole('switch', { name: /^Animations/ })
    .setChecked(preferences.animationsEnabled)
  // closed as it was opened, by its button
  await opener.click()
  await expect(settings).toHaveCount(0)
  await expect
    .poll(() =>
      page.evaluate(
        (key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'),
        APPEARANCE_STORAGE_KEY,
      ),
    )
    .toEqual(preferences)
  await expect(page.locator('html')).toHaveAttribute('data-theme', preferences.theme)
}

/** The two pages checked, each in a test of its own (24 contrast checks each). */
const PAGES = [
  { name: 'the feed', listing: false },
  { name: 'a listing', listing: true },
] as const

for (const checked of PAGES) {
  test(`text meets AA contrast on ${checked.name} for every accent, light and dark`, async ({
    openAs,
    request,
  }) => {
    const { community, post, listing } = await someContent(request)
    // a viewer who joined the community and liked the post: the feed shows both
    const viewer = await newUser(request)
    await apiAs(request, viewer, 'post', `/api/communities/${community.id}/join`)
    await apiAs(request, viewer, 'post', `/api/posts/${post.id}/reactions`, { type: 'like' })

    // one tab: the page is checked with every appearance, chosen in place as a person would
    const page = await openAs(viewer, '/')
    const path = checked.listing ? `/market/${listing.id}` : '/'
    if (checked.listing) {
      // to the listing by the app's own links: the market, then its newest listing
      await follow(
        page,
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }),
        /\/market$/,
        page.getByRole('heading', { level: 1, name: 'Marketplace' }),
      )
      await follow(
        page,
        page.locator(`main a[href="/market/${listing.id}"]`),
        new RegExp(`${path}$`),
        page.getByRole('heading', { level: 1, name: /^Checked lamp / }),
      )
    }
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
    for (const theme of ['light', 'dark'] as const) {
      for (const [name, accentColor] of Object.entries(ACCENT_COLORS)) {
        await test.step(`${path}: ${name} accent, ${theme} theme`, async () => {
          await chooseAppearance(page, name, {
            theme,
            accentColor,
            // the glass that leaves accent text the least contrast in each theme
            glassIntensity: theme === 'dark' ? 'high' : 'low',
            animationsEnabled: false,
            locale: 'en',
          })
          const { violations, checked: measured } = await contrastCheck(page)
          expect.soft(violations, `${path}, ${name}, ${theme}`).toEqual([])
          // the paint let axe measure the page, not only skip it
          expect.soft(measured).toBeGreaterThan(30)
        })
      }
    }
  })
}
