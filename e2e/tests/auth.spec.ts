import { expect, type Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { collectConsoleErrors } from '../support/consoleErrors.ts'
import { test } from '../support/fixtures.ts'
import { AUTH_TOKEN_KEY, signInThroughApi } from '../support/session.ts'
import { apiAs } from '../support/social.ts'
import { testWalletInfo } from '../support/wallet.ts'

const storedToken = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), AUTH_TOKEN_KEY)

async function connectThroughModal(page: Page, walletName: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = page.getByRole('dialog')
  await expect(modal).toBeVisible()
  await modal.getByRole('button', { name: walletName }).click()
}

test.describe('wallet sign-in', () => {
  test('connects through the modal, signs in automatically, survives a reload, logs out', async ({
    page,
    wallet,
  }) => {
    const errors = collectConsoleErrors(page)
    await page.goto('/')
    await connectThroughModal(page, testWalletInfo.name)

    await expect(
      page.getByText(`Successfully logged in with ${testWalletInfo.name}!`),
    ).toBeVisible()
    const handle = `user_${wallet.account.address.slice(0, 6).toLowerCase()}`
    const accountMenu = page.getByRole('button', { name: `Account menu for @${handle}` })
    await expect(accountMenu).toBeVisible()
    expect(await storedToken(page)).toMatch(/^ey/)

    await page.reload()
    await expect(accountMenu).toBeVisible()
    await expect(page.getByRole('button', { name: /^Network: .* Switch network$/ })).toBeVisible()

    await accountMenu.click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    expect(await storedToken(page)).toBeNull()
    expect(errors).toEqual([])
  })
})

test.describe('an account that reads Spanish, signing in from an English browser', () => {
  const privateKey = generatePrivateKey()
  test.use({ walletOptions: { privateKey } })

  test('is greeted in Spanish: the toast follows the language signing in brings', async ({
    page,
    wallet,
    request,
  }) => {
    // the wallet's own account (not a shared one) saved Spanish on the server
    const session = await signInThroughApi(request, privateKey)
    expect(session.address.toLowerCase()).toBe(wallet.account.address.toLowerCase())
    await apiAs(request, session, 'put', '/api/auth/preferences', {
      preferences: { locale: 'es' },
    })
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await connectThroughModal(page, testWalletInfo.name)

    await expect(page.getByText(`¡Sesión iniciada con ${testWalletInfo.name}!`)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByText(`Successfully logged in with ${testWalletInfo.name}!`)).toHaveCount(
      0,
    )
  })
})

test.describe('a wallet that rejects the signature', () => {
  test.use({ walletOptions: { rejectSignatures: true } })

  test('shows that the login was cancelled and stays signed out', async ({ page, wallet }) => {
    await page.goto('/')
    await connectThroughModal(page, testWalletInfo.name)
    await expect(page.getByText('Login cancelled. You can connect again anytime.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
    expect(await storedToken(page)).toBeNull()
    expect(wallet.connected).toBe(true)
  })
})

test('disconnecting the wallet from its account modal, reached from the account menu, logs out', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await connectThroughModal(page, testWalletInfo.name)
  await expect(page.getByText(`Successfully logged in with ${testWalletInfo.name}!`)).toBeVisible()
  expect(wallet.connected).toBe(true)
  // one "me" button: the account menu holds the wallet's actions
  await page.getByRole('button', { name: /^Account menu for / }).click()
  await page.getByRole('menuitem', { name: 'Wallet details' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
  expect(await storedToken(page)).toBeNull()
})

test('with the server unreachable, a labelled offline session, replaced by a real one later', async ({
  page,
  wallet,
}) => {
  // the browser logs each refused request as a failed resource
  const errors = collectConsoleErrors(page, [/ERR_FAILED/])
  const refuse = (route: { abort: () => Promise<void> }) => route.abort()
  await page.route('**/api/auth/nonce', refuse)
  await page.route('**/api/auth/wallet', refuse)
  await page.goto('/')
  await connectThroughModal(page, testWalletInfo.name)
  await expect(page.getByText(`Successfully logged in with ${testWalletInfo.name}!`)).toBeVisible()
  await expect(page.getByText('Offline session')).toBeVisible()
  expect(await storedToken(page)).toMatch(new RegExp(`^mock_token_${wallet.account.address}_\\d+$`))

  await page.unroute('**/api/auth/nonce')
  await page.unroute('**/api/auth/wallet')
  await page.reload()
  // the offline token is dropped at start; the reconnected wallet signs in for real
  await expect(page.getByText(`Successfully logged in with ${testWalletInfo.name}!`)).toBeVisible()
  await expect(page.getByText('Offline session')).toHaveCount(0)
  expect(await storedToken(page)).toMatch(/^ey/)
  expect(errors).toEqual([])
})

test('the demo wallet signs in without any wallet extension', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  await page.goto('/')
  await connectThroughModal(page, 'Demo wallet')
  await expect(page.getByText('Successfully logged in with Demo wallet!')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Account menu for @user_0x/ })).toBeVisible()
  expect(errors).toEqual([])
})

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a signed-out action opens the sign-in sheet; the demo wallet from it signs in (${viewport.width} px)`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page)
    await page.setViewportSize(viewport)
    await page.goto('/')
    // any action that needs a session; the feed's own "New post" is there at every width
    await page.getByRole('main').getByRole('button', { name: 'New post' }).click()
    const sheet = page.getByRole('dialog', { name: 'Sign in to Agora' })
    await expect(sheet.getByRole('button', { name: /Connect a wallet/ })).toBeVisible()
    await expect(sheet.getByRole('button', { name: /Try the demo wallet/ })).toContainText(
      'A key kept in this browser, for trying Agora.',
    )
    await expect(sheet.getByRole('link', { name: /Sign in with e-mail/ })).toHaveAttribute(
      'href',
      '/login',
    )
    const fits = await sheet.evaluate((element) => element.getBoundingClientRect().width)
    expect(fits).toBeLessThanOrEqual(viewport.width)

    await sheet.getByRole('button', { name: /Try the demo wallet/ }).click()
    const toast = page.getByText('Successfully logged in with Demo wallet!')
    await expect(toast).toBeVisible()
    await expect(sheet).toHaveCount(0)
    if (viewport.width >= 1200) {
      // the toast stays clear of the right column
      const column = page.getByRole('complementary', { name: 'About Agora' })
      await expect(column).toBeVisible()
      const [toastBox, columnBox] = [await toast.boundingBox(), await column.boundingBox()]
      expect((toastBox?.x ?? 0) + (toastBox?.width ?? 0)).toBeLessThanOrEqual(columnBox?.x ?? 0)
    }
    await expect(page.getByRole('button', { name: /^Account menu for @user_0x/ })).toBeVisible()
    expect(errors).toEqual([])
  })
}

test('the sign-in sheet leads to e-mail sign-in', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('main').getByRole('button', { name: 'New post' }).click()
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /Sign in with e-mail/ })
    .click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('registers with e-mail, logs out, and logs in again', async ({ page }) => {
  // the wrong password below is answered 401, which the browser logs
  const errors = collectConsoleErrors(page, [/status of 401 .*\/api\/auth\/login\)$/])
  const handle = `ada_${Date.now().toString(36)}`
  const email = `${handle}@agora.test`
  const password = 'correct horse battery'

  await page.goto('/register')
  await page.getByLabel('Handle').fill(handle)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { name: `@${handle}` })).toBeVisible()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()

  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByRole('button', { name: `Account menu for @${handle}` })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: `Account menu for @${handle}` })).toBeVisible()
  expect(errors).toEqual([])
})
