import { expect } from '@playwright/test'
import { createPublicClient, http, type PublicClient, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { openConnectedTab } from '../support/connectedTab.ts'
import { test } from '../support/fixtures.ts'
import { fundedKey, type Market } from '../support/market.ts'
import {
  buyFromListingPage,
  confirmationOf,
  idInUrl,
  listAndOpenAsSeller,
  orderFromApi,
  partyOf,
  reviewSheetOf,
  standingOf,
} from '../support/orders.ts'

const PAID_TEXT = 'Payment verified. The seller has been told to ship.'

let market: Market
let chain: PublicClient

test.beforeAll(async ({ escrowMarket }) => {
  market = escrowMarket
  chain = createPublicClient({ chain: hardhat, transport: http(market.rpcUrl) }) as PublicClient
})

const uniqueTitle = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 7)}`

test('a buyer pays into escrow, confirms delivery, and the seller is paid', async ({ browser }) => {
  const { server, rpcUrl } = market
  const title = uniqueTitle('Walnut bowl')
  const sellerKey = await fundedKey(rpcUrl)
  const sellerAddress = privateKeyToAccount(sellerKey).address
  const { seller, listingId } = await listAndOpenAsSeller(browser, server.url, sellerKey, {
    title,
    price: '0.05',
    currency: 'ETH',
  })
  const buyerKey = await fundedKey(rpcUrl)
  const buyerAddress = privateKeyToAccount(buyerKey).address
  const buyer = await openConnectedTab(browser, server.url, buyerKey, {
    rpcUrl,
    path: `/market/${listingId}`,
  })
  await expect(buyer.page.getByRole('heading', { name: title })).toBeVisible()
  await expect(buyer.page.getByText('Escrow Protected').first()).toBeVisible()

  // the review names who the escrow holds the money for, and that a payment is final
  const sellerParty = await partyOf(buyer.page, server.url, sellerAddress)
  await buyer.page.getByRole('button', { name: 'Buy', exact: true }).click()
  const sheet = reviewSheetOf(buyer.page)
  await expect(
    sheet.getByRole('term').filter({ hasText: 'Held in escrow for the seller' }),
  ).toBeVisible()
  await expect(sheet.getByRole('definition').filter({ hasText: sellerParty.handle })).toHaveText(
    `${sellerParty.handle} ${sellerParty.short}`,
  )
  await expect(sheet.getByText(/Once sent, a payment cannot be undone\./)).toBeVisible()
  await expect(
    sheet.getByRole('button', { name: `Pay 0.05 ETH to ${sellerParty.handle}` }),
  ).toBeVisible()
  await sheet.getByRole('button', { name: 'Back' }).click()

  await buyFromListingPage(buyer.page)
  const orderId = await idInUrl(buyer.page, /\/orders\/([^/?#]+)$/)
  const paidStanding = standingOf(buyer.page, 'Paid')
  await expect(paidStanding).toContainText(PAID_TEXT)
  await expect(paidStanding).toContainText(
    'Your payment is held by the escrow contract until you confirm delivery.',
  )
  const paid = await orderFromApi(buyer.page, server.url, orderId)
  expect(paid.status).toBe('paid')
  expect(paid.escrow?.address.toLowerCase()).toBe(market.escrowAddress?.toLowerCase())
  // the money sits in the escrow, not with the seller
  expect(await chain.getBalance({ address: market.escrowAddress ?? '0x' })).toBe(parseEther('0.05'))

  const sellerBefore = await chain.getBalance({ address: sellerAddress })
  // the release asks first: the amount, the seller, that the seller has not shipped, and that
  // it is final; Escape leaves the money where it is
  await buyer.page.getByRole('button', { name: 'Confirm delivery' }).click()
  const confirmation = confirmationOf(buyer.page, 'Release the payment to the seller?')
  await expect(confirmation.getByRole('term')).toHaveText(['To the seller'])
  await expect(confirmation.getByRole('definition')).toHaveText([
    `0.05 ETH ${sellerParty.handle} ${sellerParty.short}`,
  ])
  await expect(
    confirmation.getByText('The seller has not marked this order as shipped.', { exact: false }),
  ).toBeVisible()
  await expect(confirmation.getByText('This cannot be undone.')).toBeVisible()
  await buyer.page.keyboard.press('Escape')
  await expect(confirmation).toHaveCount(0)
  expect(await chain.getBalance({ address: market.escrowAddress ?? '0x' })).toBe(parseEther('0.05'))
  await buyer.page.getByRole('button', { name: 'Confirm delivery' }).click()
  await confirmation
    .getByRole('button', { name: `Release 0.05 ETH to ${sellerParty.handle}` })
    .click()
  const timeline = buyer.page.getByRole('list', { name: 'Order timeline' })
  await expect(timeline.getByText('Released', { exact: true })).toBeVisible()
  await expect(buyer.page.getByText('Completed').first()).toBeVisible()
  expect((await chain.getBalance({ address: sellerAddress })) - sellerBefore).toBe(
    parseEther('0.05'),
  )
  expect(await orderFromApi(buyer.page, server.url, orderId)).toMatchObject({
    status: 'completed',
  })

  expect(seller.consoleErrors).toEqual([])
  expect(buyer.consoleErrors).toEqual([])

  // the wallet's account modal lists what the app sent, newest first, and follows it to the end
  const release = `Release escrow to the seller: ${title}`
  const funding = `Pay into escrow: ${title}`
  await buyer.page.getByRole('button', { name: /^Account menu for / }).click()
  await buyer.page.getByRole('menuitem', { name: 'Wallet details' }).click()
  const modal = buyer.page.getByRole('dialog')
  await expect(modal.getByText('Recent Transactions')).toBeVisible()
  await expect(modal.getByText(release)).toBeVisible()
  await expect(modal.getByText(funding)).toBeVisible()
  await buyer.page.keyboard.press('Escape')

  // the wallet page lists them with their status, confirmations and network (its balances of
  // the public chains fail here, without a network: their console errors are not checked)
  await buyer.page.getByRole('button', { name: /^Account menu for / }).click()
  await buyer.page.getByRole('menuitem', { name: 'Wallet', exact: true }).click()
  await expect(buyer.page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible()
  const short = `${buyerAddress.slice(0, 4)}…${buyerAddress.slice(-4)}`
  await expect(buyer.page.getByRole('region', { name: 'Account' })).toContainText(short)
  await expect(buyer.page.getByRole('button', { name: 'Copy address' })).toBeVisible()
  await expect(
    buyer.page
      .getByRole('region', { name: 'Account' })
      .getByRole('button', { name: 'Switch network' }),
  ).toBeVisible()
  // 100 test ETH less the price and gas, cut to four decimals
  await expect(buyer.page.getByRole('row', { name: /^Local chain/ })).toContainText(/99\.9\d* ETH/)
  const recent = buyer.page.getByRole('list', { name: 'Recent transactions' })
  await expect(recent.getByRole('listitem')).toHaveCount(2)
  await expect(recent.getByRole('listitem').first()).toContainText(release)
  await expect(recent.getByRole('listitem').first()).toContainText(
    /Confirmed · \d+ confirmations? · Local chain/,
  )
  await expect(recent.getByRole('listitem').nth(1)).toContainText(funding)
})
