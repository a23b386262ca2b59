import { type Browser, expect, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { collectConsoleErrors } from '../support/consoleErrors.ts'
import { test } from '../support/fixtures.ts'
import { AUTH_TOKEN_KEY, bearer } from '../support/session.ts'
import { installTestWallet, testWalletInfo } from '../support/wallet.ts'

type Me = { id: string; handle: string; email: string | null; address: string | null }

/** A tab of its own, with the test wallet holding `privateKey`; its console errors collected. */
async function openWithWallet(browser: Browser, baseURL: string | undefined, privateKey: Hex) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  await installTestWallet(context, { privateKey })
  const page = await context.newPage()
  return { page, errors: collectConsoleErrors(page) }
}

/** Who the page's session is, as the server sees it. */
async function me(page: Page): Promise<Me> {
  const token = await page.evaluate((key) => window.localStorage.getItem(key), AUTH_TOKEN_KEY)
  if (!token) throw new Error('The page has no session token')
  const response = await page.request.get('/api/auth/me', { headers: bearer(token) })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { user: Me }).user
}

test('an e-mail account links a wallet on the account page; that wallet later signs in to it', async ({
  browser,
  baseURL,
}) => {
  const key = generatePrivateKey()
  const { address } = privateKeyToAccount(key)
  const handle = `grace_${Date.now().toString(36)}`
  const email = `${handle}@agora.test`

  // registered with e-mail, in a browser that also has a wallet
  const first = await openWithWallet(browser, baseURL, key)
  const page = first.page
  await page.goto('/register')
  await page.getByLabel('Handle').fill(handle)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill('correct horse battery')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { name: `@${handle}` })).toBeVisible()
  const account = await me(page)
  expect(account.address).toBeNull()

  // signed in by e-mail, the header shows the account, not a 'Connect Wallet' that looks signed
  // out; its menu offers to link a wallet
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
  await header.getByRole('button', { name: `Account menu for @${handle}` }).click()
  await page.getByRole('menuitem', { name: 'Link wallet' }).click()
  await expect(page).toHaveURL(/\/account#account-wallet$/)

  // connect the wallet from the account page, then link it by signing
  const walletSection = page.getByRole('region', { name: 'Wallet' })
  await expect(
    walletSection.getByText('No wallet linked yet. Connect one to link it.'),
  ).toBeVisible()
  await walletSection.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: testWalletInfo.name }).click()
  await expect(walletSection.getByText(address)).toBeVisible()
  await walletSection.getByRole('button', { name: 'Link this wallet' }).click()
  await expect(page.getByText('Wallet linked to your account')).toBeVisible()
  await expect(
    walletSection.getByText('Linked. You can sign in with this wallet any time.'),
  ).toBeVisible()
  await expect(walletSection.locator('code')).toHaveText(new RegExp(`^${address}$`, 'i'))
  // still the e-mail account, now holding the wallet
  await expect(page.getByRole('heading', { name: `@${handle}` })).toBeVisible()
  expect(await me(page)).toMatchObject({ id: account.id, email, address: address.toLowerCase() })

  // later, a browser with only the wallet: signing in with it opens the same account
  const later = await openWithWallet(browser, baseURL, key)
  await later.page.goto('/')
  await later.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await later.page.getByRole('dialog').getByRole('button', { name: testWalletInfo.name }).click()
  await expect(
    later.page.getByText(`Successfully logged in with ${testWalletInfo.name}!`),
  ).toBeVisible()
  await expect(
    later.page.getByRole('button', { name: `Account menu for @${handle}` }),
  ).toBeVisible()
  expect(await me(later.page)).toMatchObject({ id: account.id, handle, email })
  await later.page.goto('/account')
  await expect(later.page.getByRole('heading', { name: `@${handle}` })).toBeVisible()
  await expect(later.page.getByText(email)).toBeVisible()
  await expect(later.page.getByRole('region', { name: 'Wallet' }).locator('code')).toHaveText(
    new RegExp(`^${address}$`, 'i'),
  )

  expect(first.errors).toEqual([])
  expect(later.errors).toEqual([])
})
