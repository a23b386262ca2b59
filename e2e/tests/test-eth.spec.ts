import { expect, type Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { checkEveryWay } from '../support/axe.ts'
import { openConnectedTab } from '../support/connectedTab.ts'
import { test } from '../support/fixtures.ts'
import { listItem, reviewSheetOf, testShippingAddress } from '../support/orders.ts'
import { newUser } from '../support/social.ts'

// A wallet new to the local chain (the demo wallet's case) holds no ETH: "Get test ETH" has
// the server send some, where checkout says it is short and on the wallet page.

const PHONE = { width: 390, height: 844 }

test('on a phone, a wallet with no ETH is told so beside Pay, gets test ETH there and buys', async ({
  browser,
  request,
  agora,
}) => {
  const { server, rpcUrl } = agora
  const title = `Tin lantern ${Math.random().toString(36).slice(2, 7)}`
  const listingId = await listItem(request, await newUser(request), {
    title,
    price: '0.05',
    currency: 'ETH',
  })
  const buyer = await openConnectedTab(browser, server.url, generatePrivateKey(), {
    rpcUrl,
    path: `/market/${listingId}`,
  })
  const { page } = buyer
  const sheet = reviewSheetOf(page)
  // checked in both themes, then at phone width, where the sheet stays open for the rest
  await checkEveryWay(page, 'the checkout review, short of ETH', {
    prepare: async () => {
      await page.getByRole('button', { name: 'Buy', exact: true }).click()
      await expect(sheet.getByRole('button', { name: 'Get test ETH' })).toBeVisible()
    },
    undo: async () => {
      await page.keyboard.press('Escape')
      await expect(sheet).toHaveCount(0)
    },
  })
  expect(page.viewportSize()).toEqual(PHONE)
  const short = sheet.getByRole('alert')
  await expect(short).toHaveText(
    'Not enough ETH on Local chain to pay 0.05 ETH. Add funds to your wallet, then check again.',
  )
  const pay = sheet.getByRole('button', { name: /^Pay 0\.05 ETH/ })
  const getTestEth = sheet.getByRole('button', { name: 'Get test ETH' })
  // the address form fills the sheet: the problem, the remedy and Pay still show at its foot
  for (const shown of [short, getTestEth, pay]) await expect(shown).toBeInViewport()
  await expect(pay).toBeDisabled()
  const scrollsSideways = await sheet.evaluate((dialog) =>
    [dialog, ...dialog.querySelectorAll('*')].some(
      (element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0,
    ),
  )
  expect(scrollsSideways).toBe(false)

  await getTestEth.click()
  await expect(sheet.getByRole('status').filter({ hasText: 'test ETH' })).toHaveText(
    '1 test ETH arrived. Your balance on Local chain: 1 ETH.',
  )
  await expect(
    sheet.locator('dt', { hasText: 'Your balance' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('1 ETH · enough to pay')
  await expect(short).toHaveCount(0)

  for (const [label, value] of Object.entries(testShippingAddress))
    await sheet.getByLabel(label, { exact: true }).fill(value)
  await pay.click()
  await expect(page.getByText('Payment verified. The seller has been told to ship.')).toBeVisible()
  expect(buyer.consoleErrors).toEqual([])
})

test('the wallet page offers test ETH on the local chain, shows what arrived, and asks to wait before more', async ({
  browser,
  agora,
}) => {
  const { server, rpcUrl } = agora
  const key = generatePrivateKey()
  const { page, consoleErrors } = await openConnectedTab(browser, server.url, key, {
    rpcUrl,
    path: '/wallet',
    // the second request, made on purpose within the wait, is refused with a 429
    expectedConsoleErrors: [/429/],
  })
  const card = page.getByRole('region', { name: 'Test ETH' })
  await expect(card).toContainText('Its ETH has no value')
  await expect(localBalance(page)).toHaveText('0 ETH')

  await card.getByRole('button', { name: 'Get test ETH' }).click()
  await expect(card.getByRole('status')).toHaveText(
    '1 test ETH arrived. Your balance on Local chain: 1 ETH.',
  )
  await expect(localBalance(page)).toHaveText('1 ETH')
  await checkEveryWay(page, '/wallet with test ETH received')

  await page.reload()
  await page
    .getByRole('region', { name: 'Test ETH' })
    .getByRole('button', { name: 'Get test ETH' })
    .click()
  await expect(page.getByRole('region', { name: 'Test ETH' }).getByRole('alert')).toHaveText(
    /^You got test ETH a moment ago\. You can ask again at \d{1,2}:\d{2}\s?[AP]M\.$/,
  )
  await expect(localBalance(page)).toHaveText('1 ETH')
  expect(consoleErrors).toEqual([])
})

/** The local chain's row of the wallet page's balances: its native (ETH) cell. */
const localBalance = (page: Page) =>
  page
    .getByRole('row', { name: /^Local chain/ })
    .getByRole('cell')
    .first()
