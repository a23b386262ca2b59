import { expect, type Page } from '@playwright/test'
import { test } from '../support/fixtures.ts'
import { apiAs, newUser, uniqueName } from '../support/social.ts'

/** The appearance settings popover, opened from the header by its name in `language`. */
async function openSettings(page: Page, name: string) {
  await page.getByRole('button', { name }).click()
  const settings = page.getByRole('dialog', { name })
  await expect(settings).toBeVisible()
  return settings
}

/** The shell in Spanish: the header's settings button, the sidebar's links and headings. */
async function expectSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const nav = page.getByRole('navigation', { name: 'Principal' })
  await expect(nav.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible()
  await expect(nav.getByRole('heading', { name: 'Acciones rápidas' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ajustes de apariencia' })).toBeVisible()
  await expect(page).toHaveTitle('Inicio · Agora')
}

async function expectEnglish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible()
  await expect(nav.getByRole('heading', { name: 'Quick actions' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Appearance settings' })).toBeVisible()
  await expect(page).toHaveTitle('Home · Agora')
}

test('choosing Español switches the shell to Spanish, and it stays after a reload', async ({
  page,
}) => {
  await page.goto('/')
  await expectEnglish(page)

  const settings = await openSettings(page, 'Appearance settings')
  await settings.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' })
  await expectSpanish(page)

  await page.reload()
  await expectSpanish(page)
})

test.describe('a browser set to Spanish', () => {
  test.use({ locale: 'es-ES' })

  test('starts in Spanish, and choosing English switches back', async ({ page }) => {
    await page.goto('/')
    await expectSpanish(page)

    const settings = await openSettings(page, 'Ajustes de apariencia')
    await settings.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' })
    await expectEnglish(page)

    await page.reload()
    await expectEnglish(page)
  })
})

test.describe('in Spanish, the server answers in Spanish', () => {
  test.use({ locale: 'es-ES' })

  test("a refused log-in shows the server's message in the page's language", async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Correo electrónico').fill(`nobody-${Date.now()}@agora.test`)
    await page.getByLabel('Contraseña').fill('not the password at all')
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'El correo electrónico o la contraseña no son correctos.',
    )
  })
})

test.describe('in Spanish, amounts and counts read as Spanish', () => {
  test.use({ locale: 'es-ES' })

  test("a listing's price takes a decimal comma and its stock a singular", async ({
    page,
    request,
  }) => {
    const title = uniqueName('Lámpara')
    const seller = await newUser(request)
    const listing = await apiAs<{ id: string }>(
      request,
      seller,
      'post',
      '/api/marketplace/listings',
      {
        title,
        description: 'Una lámpara de mesa.',
        priceAmount: '12345.5',
        currency: 'ETH',
        chainId: 8453,
        category: 'home',
        images: [],
        quantity: 1,
      },
    )
    await page.goto(`/market/${listing.id}`)
    const main = page.getByRole('main')
    await expect(main.getByText('12.345,5 ETH').first()).toBeVisible()
    // one in stock is "1 disponible", never "1 disponibles"; nothing sold yet is plural
    await expect(main.getByText(/· 0 vendidos · 1 disponible$/)).toBeVisible()

    // the market's card shows the same exact amount in the same digits
    await page.goto(`/market?q=${encodeURIComponent(title)}`)
    const card = page.getByRole('link').filter({ hasText: title })
    await expect(card.getByText('12.345,5 ETH')).toBeVisible()
  })
})
