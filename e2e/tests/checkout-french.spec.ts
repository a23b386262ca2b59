import { expect, request as playwrightRequest } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import frenchErrors from '../../packages/domain/src/errorMessages/fr/marketplace.json' with {
  type: 'json',
}
import { openConnectedTab } from '../support/connectedTab.ts'
import { test } from '../support/fixtures.ts'
import { fundedKey } from '../support/market.ts'
import { listItem, orderThroughApi } from '../support/orders.ts'
import { signInThroughApi } from '../support/session.ts'

test('in French, a checkout the server refuses says why in French, from its code', async ({
  browser,
  agora,
}) => {
  const { server, rpcUrl } = agora
  const api = await playwrightRequest.newContext({ baseURL: server.url })
  const title = `Bol en grès ${Math.random().toString(36).slice(2, 7)}`
  const listingId = await listItem(api, await signInThroughApi(api, generatePrivateKey()), {
    title,
    price: '0.05',
    currency: 'ETH',
    category: 'digital',
  })
  const buyer = await openConnectedTab(browser, server.url, await fundedKey(rpcUrl), {
    rpcUrl,
    path: `/market/${listingId}`,
    expectedConsoleErrors: [/status of 409 .*\/api\/marketplace\/orders\)$/],
  })
  const { page } = buyer

  // chosen the way a person does: French by its own name in the appearance settings
  await page.getByRole('button', { name: 'Appearance settings' }).click()
  await page
    .getByRole('dialog', { name: 'Appearance settings' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption({ label: 'Français' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Acheter', exact: true }).click()
  const sheet = page.getByRole('dialog', { name: 'Vérifiez votre commande' })
  await expect(sheet).toBeVisible()

  // meanwhile someone else takes the only one
  await orderThroughApi(api, await signInThroughApi(api, generatePrivateKey()), listingId, null)
  await api.dispose()

  const refusal = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/marketplace/orders',
  )
  await sheet.getByRole('button', { name: /^Payer 0,05 ETH/ }).click()
  const refused = await refusal
  expect(refused.status()).toBe(409)
  expect(await refused.json()).toMatchObject({
    code: 'LISTING_SOLD_OUT',
    error: frenchErrors.LISTING_SOLD_OUT,
  })
  expect(refused.headers()['content-language']).toBe('fr')
  await expect(sheet.getByRole('alert')).toHaveText(frenchErrors.LISTING_SOLD_OUT)
  expect(buyer.consoleErrors).toEqual([])
})
