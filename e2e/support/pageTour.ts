import { expect, type Locator, type Page } from '@playwright/test'

export type Theme = 'light' | 'dark'

/**
 * After `checkEveryWay` (axe.ts), which leaves the page at phone width in the theme it switched
 * to: back to 1280 × 900, and to `theme` when given, through the header's theme button. A
 * signed-out tab of its own opens in the light theme; a signed-in person's opens in the theme
 * they last chose, which is the one already on screen, so they pass no theme.
 */
export async function backToDesktop(page: Page, theme?: Theme) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeHidden()
  const html = page.locator('html')
  if (theme && (await html.getAttribute('data-theme')) !== theme) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Switch to ${theme} theme` })
      .click()
  }
  if (theme) await expect(html).toHaveAttribute('data-theme', theme)
}

/**
 * Clicks one of the app's own links (no page load) and waits for where it leads: the address,
 * and `shown` (the new page's heading or content) when given.
 */
export async function follow(page: Page, link: Locator, url: RegExp, shown?: Locator) {
  await link.click()
  await expect(page).toHaveURL(url)
  if (shown) await expect(shown).toBeVisible()
}

/** The header's account menu item `name` (Account, Preferences, Wallet…), followed. */
export async function followAccountMenu(page: Page, name: string, url: RegExp, shown?: Locator) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu for / })
    .click()
  await follow(page, page.getByRole('menuitem', { name, exact: true }), url, shown)
  await expect(page.getByRole('menu')).toHaveCount(0)
}
