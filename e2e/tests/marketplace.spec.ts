import { expect, type Page, type Route } from '@playwright/test'
import { createPublicClient, type Hex, http, isAddressEqual, isHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { openConnectedTab } from '../support/connectedTab.ts'
import { test } from '../support/fixtures.ts'
import { fundedKey, type Market } from '../support/market.ts'
import {
  buyFromListingPage,
  confirmationOf,
  idInUrl,
  listItem,
  orderFromApi,
  partyOf,
  storedPendingPayments,
} from '../support/orders.ts'
import { signInThroughApi } from '../support/session.ts'

const PAYMENT_VERIFICATION = '**/api/marketplace/orders/*/payment'

let market: Market

test.beforeAll(async ({ agora }) => {
  market = agora
})

test('a seller lists an item, a buyer pays on-chain, the seller ships, the buyer reviews', async ({
  browser,
}) => {
  const { server, rpcUrl } = market
  const title = `Hand-thrown bowl ${Math.random().toString(36).slice(2, 7)}`

  // the seller lists the item and certifies it (an EIP-712 signature)
  const sellerKey = await fundedKey(rpcUrl)
  const { page: seller } = await openConnectedTab(browser, server.url, sellerKey, {
    path: '/sell/listings/new',
  })
  await seller.getByLabel('Title').fill(title)
  await seller.getByLabel('Description').fill('Stoneware, glazed in deep blue.')
  await seller.getByLabel('Price').fill('0.25')
  await seller.getByLabel('Category').selectOption('crafts')
  await seller.getByRole('button', { name: 'Publish listing' }).click()
  // publishing lands on the listing, where the seller can certify it
  await expect(seller.getByRole('status').getByText('Listing published')).toBeVisible()
  await expect(seller.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await seller.getByRole('button', { name: 'Certify on-chain' }).click()
  await expect(
    seller.getByRole('list', { name: 'Trust badges' }).getByText('On-Chain Certified'),
  ).toBeVisible()

  // the buyer finds it by search and buys it: the wallet sends real ETH to the local chain
  const { page: buyer } = await openConnectedTab(browser, server.url, await fundedKey(rpcUrl), {
    rpcUrl,
    path: '/market',
  })
  const word = title.split(' ').slice(-1)[0] ?? title
  await buyer.getByRole('searchbox', { name: 'Search listings' }).fill(word)
  // the search is in once it is in the URL: a click before that can land on a list that is
  // being replaced by the search's results
  await expect(buyer).toHaveURL(new RegExp(`[?&]q=${word}(&|$)`))
  await buyer.getByRole('link', { name: new RegExp(title) }).click()
  await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // the worker's server prices from its built-in rates: the listing says so rather than "Live"
  await expect(buyer.getByText('Sample rates')).toBeVisible()
  await expect(buyer.getByText('Live', { exact: true })).toHaveCount(0)
  await buyFromListingPage(buyer)
  await expect(buyer.getByText('Payment verified. The seller has been told to ship.')).toBeVisible()
  await expect(buyer.getByText('Paid', { exact: true }).first()).toBeVisible()

  // the seller ships, from Selling's Orders tab
  await seller
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Selling' })
    .click()
  await sellerSection(seller, 'Orders').click()
  const orders = seller.getByRole('list', { name: 'Orders to ship' })
  await orders.getByLabel('Carrier').fill('DHL')
  await orders.getByLabel('Tracking number').fill('JD0146000012345')
  await orders.getByRole('button', { name: 'Mark as shipped' }).click()
  await expect(orders.getByText('Shipped', { exact: true })).toBeVisible()

  // the buyer's open order page follows the shipment live (order.changed), without a reload
  await expect(buyer.getByText('Shipped', { exact: true }).first()).toBeVisible()
  // the buyer confirms the delivery, once the confirmation has named what they paid whom (no
  // warning: it shipped), and reviews the seller
  const sellerParty = await partyOf(buyer, server.url, privateKeyToAccount(sellerKey).address)
  await buyer.getByRole('button', { name: 'Confirm delivery' }).click()
  const confirmation = confirmationOf(buyer, 'Confirm delivery?')
  await expect(confirmation.getByRole('term')).toHaveText(['Paid to the seller'])
  await expect(confirmation.getByRole('definition')).toHaveText([
    `0.25 ETH ${sellerParty.handle} ${sellerParty.short}`,
  ])
  await expect(confirmation.getByText('This cannot be undone.')).toBeVisible()
  await expect(confirmation.getByText(/has not marked this order as shipped/)).toHaveCount(0)
  await confirmation
    .getByRole('button', { name: `Confirm delivery from ${sellerParty.handle}` })
    .click()
  await buyer.locator('label', { hasText: '4 stars' }).click()
  await buyer.getByLabel('Comment').fill('Lovely bowl, well packed.')
  await buyer.getByRole('button', { name: 'Submit review' }).click()
  await expect(buyer.getByText('Lovely bowl, well packed.')).toBeVisible()
  await buyer
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My orders' })
    .click()
  await expect(buyer.getByRole('list', { name: 'My orders' }).getByText('Completed')).toBeVisible()

  // the seller's dashboard and analytics show the sale
  await sellerSection(seller, 'Dashboard').click()
  const dashboard = seller.getByRole('region', { name: 'Dashboard' })
  await expect(dashboard.getByText('0.25 ETH')).toBeVisible()
  await expect(
    seller.getByRole('img', { name: /^Sales per day, last 30 days: 1 in total/ }),
  ).toBeVisible()
  await expect(
    seller.getByRole('img', { name: /^Views per day, last 30 days: [1-9]/ }),
  ).toBeVisible()
})

test('a checkout reloaded after the transaction was sent resumes verification without paying twice', async ({
  browser,
  request,
}) => {
  const { server, rpcUrl } = market
  const chain = createPublicClient({ chain: hardhat, transport: http(rpcUrl) })
  const title = `Linen tea towel ${Math.random().toString(36).slice(2, 7)}`
  const seller = await signInThroughApi(request, generatePrivateKey())
  const listingId = await listItem(request, seller, { title, price: '0.1', currency: 'ETH' })
  const buyerKey = await fundedKey(rpcUrl)
  const buyerAddress = privateKeyToAccount(buyerKey).address
  const { page: buyer } = await openConnectedTab(browser, server.url, buyerKey, {
    rpcUrl,
    path: `/market/${listingId}`,
  })

  // the transaction reaches the chain, but the server never hears of it
  const buyerNonceBefore = await chain.getTransactionCount({ address: buyerAddress })
  let blockedVerifications = 0
  const blockVerification = async (route: Route) => {
    blockedVerifications++
    await route.abort()
  }
  await buyer.route(PAYMENT_VERIFICATION, blockVerification)
  await expect(buyer.getByRole('heading', { name: title })).toBeVisible()
  await buyFromListingPage(buyer)
  const orderId = await idInUrl(buyer, /\/orders\/([^/?#]+)$/)
  // the hash is stored before verification starts, and the blocked request ends that attempt
  await expect.poll(() => blockedVerifications).toBeGreaterThan(0)
  const txHash = await pendingPaymentOf(buyer, orderId)
  const payment = await chain.getTransaction({ hash: txHash })
  expect(isAddressEqual(payment.from, buyerAddress)).toBe(true)
  expect(await chain.getTransactionCount({ address: buyerAddress })).toBe(buyerNonceBefore + 1)
  const orderBeforeReload = await orderFromApi(buyer, server.url, orderId)
  expect(orderBeforeReload).toMatchObject({ status: 'awaiting_payment', txHash: null })

  // the reloaded order page checks the stored transaction instead of sending another one
  await buyer.unroute(PAYMENT_VERIFICATION, blockVerification)
  const resumedVerification = buyer.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === `/api/marketplace/orders/${orderId}/payment`,
  )
  await buyer.reload()
  const verification = await resumedVerification
  expect(verification.request().postDataJSON()).toEqual({ txHash })
  expect(verification.status()).toBe(200)
  await expect(buyer.getByText('Payment verified. The seller has been told to ship.')).toBeVisible()
  await expect(
    buyer
      .getByRole('list', { name: 'Order timeline' })
      .getByText('Payment verified', { exact: true }),
  ).toBeVisible()
  await expect.poll(() => storedPendingPayments(buyer)).not.toHaveProperty(orderId)

  expect(await chain.getTransactionCount({ address: buyerAddress })).toBe(buyerNonceBefore + 1)
  expect(await orderFromApi(buyer, server.url, orderId)).toMatchObject({ status: 'paid', txHash })
})

/** The transaction hash the web app stored for the order, waiting to be verified. */
async function pendingPaymentOf(page: Page, orderId: string): Promise<Hex> {
  const txHash = (await storedPendingPayments(page))[orderId]
  if (!isHex(txHash)) throw new Error(`No pending payment stored for order ${orderId}`)
  return txHash
}

/** A tab of Selling's "Seller sections" navigation (Dashboard, Listings, Orders…). */
function sellerSection(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Seller sections' }).getByRole('link', { name })
}
