import { expect, type Locator, type Page } from '@playwright/test'
import { seriousViolations } from '../support/axe.ts'
import { test } from '../support/fixtures.ts'
import { apiAs, newUser, uniqueName } from '../support/social.ts'

/** Where a box sits across the page: its centre as a share of the viewport's width. */
async function centreAcross(page: Page, locator: Locator) {
  const box = await locator.boundingBox()
  const width = page.viewportSize()?.width
  if (!box || !width) throw new Error('no box or viewport to measure')
  return (box.x + box.width / 2) / width
}

/** Text read left to right whatever the page's direction, and kept apart from the words around it. */
async function expectIsolatedLtr(locator: Locator) {
  await expect(locator).toHaveAttribute('dir', 'ltr')
  await expect(locator).toHaveCSS('direction', 'ltr')
  await expect(locator).toHaveCSS('unicode-bidi', 'isolate')
}

test('in Arabic the page turns right to left while addresses and amounts stay left to right', async ({
  page,
  request,
}) => {
  const seller = await newUser(request)
  const title = uniqueName('Lamp')
  const listing = await apiAs<{ id: string }>(
    request,
    seller,
    'post',
    '/api/marketplace/listings',
    {
      title,
      description: 'A desk lamp.',
      priceAmount: '12345.5',
      currency: 'ETH',
      chainId: 8453,
      category: 'home',
      images: [],
      quantity: 1,
    },
  )
  await page.goto(`/users/${seller.user.handle}?tab=listings`)
  const html = page.locator('html')
  const sidebar = page.locator('.left-sidebar')
  await expect(html).toHaveAttribute('dir', 'ltr')
  expect(await centreAcross(page, sidebar)).toBeLessThan(0.5)

  // chosen the way a person does: by the language's own name in the appearance settings
  await page.getByRole('button', { name: 'Appearance settings' }).click()
  await page
    .getByRole('dialog', { name: 'Appearance settings' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption({ label: 'العربية' })
  await expect(html).toHaveAttribute('lang', 'ar')
  await expect(html).toHaveAttribute('dir', 'rtl')
  await page.keyboard.press('Escape')

  // the layout mirrors: the start sidebar now sits at the right edge, its collapse arrow turned
  expect(await centreAcross(page, sidebar)).toBeGreaterThan(0.5)
  await expect(sidebar.locator('.left-sidebar__toggle svg').first()).toHaveCSS(
    'transform',
    'matrix(-1, 0, 0, 1, 0, 0)',
  )

  // the person's address and their listing's price, isolated inside the Arabic text
  const address = page.locator('.profile__address')
  await expect(address).toHaveText(/^0x[0-9a-f]{2}…[0-9a-f]{4}$/i)
  await expectIsolatedLtr(address)
  const card = page.locator('.listing-card').filter({ hasText: title })
  await expectIsolatedLtr(card.locator('.listing-card__price [dir]'))
  expect(await seriousViolations(page), 'user page in Arabic').toEqual([])

  // in the app, to the listing: its price and the buy box's total, amounts within sentences
  await card.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/market/${listing.id}$`))
  await expect(html).toHaveAttribute('dir', 'rtl')
  // the way back points to the right, where the line starts
  await expect(page.locator('.back-link .back-arrow')).toHaveCSS(
    'transform',
    'matrix(-1, 0, 0, 1, 0, 0)',
  )
  await expectIsolatedLtr(page.locator('.price-display__primary'))
  await expectIsolatedLtr(page.locator('.buy-box__total [dir]'))
  expect(await seriousViolations(page), 'listing page in Arabic').toEqual([])

  // a form the server refuses: its field's message in Arabic, written from the code
  // (an address a browser takes, with no dot in its domain, that the server does not)
  await page.goto('/register')
  await expect(html).toHaveAttribute('dir', 'rtl')
  await page.locator('input[name=handle]').fill(`ar_${Date.now().toString(36)}`)
  await page.locator('input[name=email]').fill('someone@agora')
  await page.locator('input[name=password]').fill('a long enough passphrase')
  const refusal = page.waitForResponse((response) => response.url().endsWith('/api/auth/register'))
  await page.locator('form button[type=submit]').click()
  const refused = await refusal
  expect(await refused.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    details: {
      fields: [{ field: 'body.email', code: 'FIELD_FORMAT', params: { format: 'email' } }],
    },
  })
  await expect(page.getByText('يجب أن يكون بريدًا إلكترونيًا', { exact: true })).toBeVisible()
  expect(await seriousViolations(page), 'registration form in Arabic').toEqual([])
})
