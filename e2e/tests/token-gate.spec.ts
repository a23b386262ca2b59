import { type APIRequestContext, type Browser, expect, request } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { deployerClient } from '../../apps/api/test/chain/contracts.ts'
import { mintTestUsdc } from '../../apps/api/test/chain/testUsdc.ts'
import { test } from '../support/fixtures.ts'
import type { Market } from '../support/market.ts'
import { type ApiSession, bearer, signInThroughApi, useSession } from '../support/session.ts'

let market: Market
let api: APIRequestContext

test.beforeAll(async ({ agora }) => {
  market = agora
  api = await request.newContext({ baseURL: market.server.url })
})
test.afterAll(async () => {
  await api?.dispose()
})

async function openAs(browser: Browser, person: ApiSession, path: string) {
  const context = await browser.newContext({
    baseURL: market.server.url,
    viewport: { width: 1280, height: 900 },
  })
  const page = await context.newPage()
  await useSession(page, person.token)
  await page.goto(path)
  return page
}

test('an admin gates the community on a token from Settings; a wallet without it is told why, with it joins', async ({
  browser,
}) => {
  const usdc = market.usdcAddress ?? ''
  const admin = await signInThroughApi(api, generatePrivateKey())
  const joiner = await signInThroughApi(api, generatePrivateKey())
  const created = await api.post('/api/communities', {
    headers: bearer(admin.token),
    data: {
      name: `Stable Club ${Math.random().toString(36).slice(2, 8)}`,
      description: 'Holders.',
    },
  })
  expect(created.ok()).toBe(true)
  const { slug, name } = ((await created.json()) as { data: { slug: string; name: string } }).data

  await test.step('the admin requires 1 USDC on the local chain from the Settings tab', async () => {
    const page = await openAs(browser, admin, `/dao/${slug}`)
    await page.getByRole('tab', { name: 'Settings' }).click()
    await page.getByLabel('Token needed to join').selectOption('erc20')
    await page.getByLabel('Chain', { exact: true }).selectOption('31337')
    await page.getByLabel('Token contract address').fill(usdc)
    await page.getByLabel('Minimum balance').fill('1')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Settings saved')).toBeVisible()
  })

  const page = await openAs(browser, joiner, `/dao/${slug}`)
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveCount(0)
  const dialog = page.getByRole('dialog')
  await test.step('without the token the join modal explains the rule and the refusal', async () => {
    await page.getByRole('button', { name: 'Join', exact: true }).click()
    await expect(dialog.getByRole('note')).toContainText('Token-gated.')
    await expect(dialog.getByRole('note')).toContainText('USDC')
    await dialog.getByRole('button', { name: 'Agree and join' }).click()
    await expect(dialog.getByRole('alert')).toContainText('You could not join:')
  })

  await test.step('with 1 USDC in the wallet the same join succeeds', async () => {
    await mintTestUsdc(
      deployerClient(market.rpcUrl),
      usdc as `0x${string}`,
      joiner.address,
      1_000_000n,
    )
    await dialog.getByRole('button', { name: 'Agree and join' }).click()
    await expect(page.getByText(`Welcome to ${name}!`)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Leave' })).toBeVisible()
  })
})
