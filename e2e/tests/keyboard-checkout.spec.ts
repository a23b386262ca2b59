import { expect, request as playwrightRequest } from '@playwright/test'
import { createTestClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { test } from '../support/fixtures.ts'
import { activate, tabTo } from '../support/keyboard.ts'
import type { Market } from '../support/market.ts'
import { idInUrl, listItem, reviewSheetOf, testShippingAddress } from '../support/orders.ts'
import { signInThroughApi } from '../support/session.ts'

// @NOTE the keyboard alone, as in keyboard.spec.ts: Tab, Enter, Escape and typing

let market: Market

test.beforeAll(async ({ agora }) => {
  market = agora
})

/** A physical item on the local chain, listed through the API by a seller of its own. */
async function listLamp(baseURL: string, title: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL })
  try {
    const seller = await signInThroughApi(api, generatePrivateKey())
    return await listItem(api, seller, { title, price: '0.05', currency: 'ETH' })
  } finally {
    await api.dispose()
  }
}

test('buys a listing: signs in with the demo wallet, reviews, types the address and pays', async ({
  browser,
}) => {
  const { server, rpcUrl } = market
  const title = `Keyboard lamp ${Math.random().toString(36).slice(2, 7)}`
  const listingId = await listLamp(server.url, title)
  const context = await browser.newContext({ baseURL: server.url })
  const page = await context.newPage()
  await page.goto(`/market/${listingId}`)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  const buy = page.getByRole('button', { name: 'Buy', exact: true })

  await test.step('"Buy" signed out offers the sign-in sheet; the demo wallet signs in', async () => {
    await activate(page, buy)
    const sheet = page.getByRole('dialog', { name: 'Sign in to Agora' })
    await activate(page, sheet.getByRole('button', { name: /Try the demo wallet/ }))
    await expect(page.getByText('Successfully logged in with Demo wallet!')).toBeVisible()
    const welcome = page.getByRole('dialog', { name: 'Welcome to Agora' })
    await expect(welcome).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(welcome).toHaveCount(0)
  })

  await test.step('the demo wallet gets test ETH on the local chain', async () => {
    const key = (await page.evaluate(() => localStorage.getItem('agora.demoWallet.key'))) as Hex
    await createTestClient({ mode: 'hardhat', chain: hardhat, transport: http(rpcUrl) }).setBalance(
      { address: privateKeyToAccount(key).address, value: parseEther('10') },
    )
  })

  const sheet = reviewSheetOf(page)
  await test.step('the review: the address typed field by field, then "Pay"', async () => {
    await activate(page, buy)
    await expect(sheet).toBeVisible()
    await expect(sheet.getByText('10 ETH · enough to pay')).toBeVisible()
    for (const [label, value] of Object.entries(testShippingAddress)) {
      await tabTo(page, sheet.getByLabel(label, { exact: true }))
      await page.keyboard.type(value)
    }
    await activate(page, sheet.getByRole('button', { name: 'Pay 0.05 ETH' }))
  })

  await idInUrl(page, /\/orders\/([^/?#]+)$/)
  await expect(page.getByRole('region', { name: 'Ship to' })).toContainText('Ada Lovelace')
  await expect(page.getByText('Payment verified. The seller has been told to ship.')).toBeVisible()
  await context.close()
})
