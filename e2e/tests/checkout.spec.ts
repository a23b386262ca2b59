import { expect, type Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  isAddressEqual,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { deployerClient } from '../../apps/api/test/chain/contracts.ts'
import { mintTestUsdc, usdcBalance } from '../../apps/api/test/chain/testUsdc.ts'
import { openConnectedTab } from '../support/connectedTab.ts'
import { test } from '../support/fixtures.ts'
import { fundedKey, type Market } from '../support/market.ts'
import {
  buyFromListingPage,
  idInUrl,
  listAndOpenAsSeller,
  listItemThroughForm,
  orderFromApi,
  standingOf,
  storedPendingPayments,
} from '../support/orders.ts'

const PAID_TEXT = 'Payment verified. The seller has been told to ship.'
/** The browser's own line for the server's 503 on payment verification, provoked on purpose. */
const VERIFICATION_503 = /status of 503 .*\/api\/marketplace\/orders\/[^/]+\/payment\)$/
/** The same for the review's gas price, when the review opens while the chain is cut. */
const GAS_PRICE_503 = /status of 503 .*\/api\/chains\/\d+\/gas\)$/

let market: Market
let chain: PublicClient

test.beforeAll(async ({ agora }) => {
  market = agora
  chain = createPublicClient({ chain: hardhat, transport: http(market.rpcUrl) }) as PublicClient
})
test.afterEach(() => {
  // a failed test must not leave the server cut off from the chain for the next one
  market?.chainLink?.restore()
})

const uniqueTitle = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 7)}`

/** The order page's checkout card, while payment is due: the region named by its "Pay …" heading. */
function checkoutOf(page: Page) {
  return page.getByRole('region', { name: /^Pay / })
}

test('a buyer pays a USDC listing with an ERC-20 transfer and the order becomes paid', async ({
  browser,
}) => {
  const { server, rpcUrl } = market
  const usdc = market.usdcAddress
  const title = uniqueTitle('Beeswax candle')
  const sellerKey = await fundedKey(rpcUrl)
  const buyerKey = await fundedKey(rpcUrl)
  const sellerAddress = privateKeyToAccount(sellerKey).address
  const buyerAddress = privateKeyToAccount(buyerKey).address
  await mintTestUsdc(deployerClient(rpcUrl), usdc, buyerAddress, 20_000_000n)
  const seller = await openConnectedTab(browser, server.url, sellerKey)

  // the one USDC listing made through the form: currency, chain, category and a quantity
  const listingId = await listItemThroughForm(seller.page, {
    title,
    price: '12.5',
    currency: 'USDC',
    quantity: 3,
  })

  const buyer = await openConnectedTab(browser, server.url, buyerKey, {
    rpcUrl,
    path: `/market/${listingId}`,
  })
  await expect(buyer.page.getByRole('heading', { name: title })).toBeVisible()
  await expect(buyer.page.getByText('Total 12.5 USDC')).toBeVisible()
  await buyFromListingPage(buyer.page)
  const orderId = await idInUrl(buyer.page, /\/orders\/([^/?#]+)$/)
  await expect(standingOf(buyer.page, 'Paid')).toContainText(PAID_TEXT)
  // once paid, nothing asks for money any more; the order's line keeps the amount
  await expect(checkoutOf(buyer.page)).toHaveCount(0)
  await expect(buyer.page.getByText('1 × · 12.5 USDC')).toBeVisible()

  const order = await orderFromApi(buyer.page, server.url, orderId)
  expect(order).toMatchObject({
    status: 'paid',
    payment: { currency: 'USDC', tokenAmount: '12500000', chainId: 31337 },
  })
  expect(isAddressEqual(order.payment.tokenAddress as Address, usdc)).toBe(true)
  // the wallet called the token's transfer, sending no ETH
  const payment = await chain.getTransaction({ hash: order.txHash as Hex })
  expect(isAddressEqual(payment.from, buyerAddress)).toBe(true)
  expect(payment.to && isAddressEqual(payment.to, usdc)).toBe(true)
  expect(payment.value).toBe(0n)
  expect(await usdcBalance(deployerClient(rpcUrl), usdc, sellerAddress)).toBe(12_500_000n)
  expect(await usdcBalance(deployerClient(rpcUrl), usdc, buyerAddress)).toBe(7_500_000n)

  expect(seller.consoleErrors).toEqual([])
  expect(buyer.consoleErrors).toEqual([])
})

test('a payment rejected in the wallet leaves the order unpaid, and paying again works', async ({
  browser,
}) => {
  const { server, rpcUrl } = market
  const title = uniqueTitle('Oak spoon')
  const buyerKey = await fundedKey(rpcUrl)
  const buyerAddress = privateKeyToAccount(buyerKey).address
  const { seller, listingId } = await listAndOpenAsSeller(
    browser,
    server.url,
    await fundedKey(rpcUrl),
    { title, price: '0.05', currency: 'ETH' },
  )
  const buyer = await openConnectedTab(browser, server.url, buyerKey, {
    rpcUrl,
    wallet: { rejectTransactions: true },
    path: `/market/${listingId}`,
  })
  const nonceBefore = await chain.getTransactionCount({ address: buyerAddress })

  await buyFromListingPage(buyer.page)
  const orderId = await idInUrl(buyer.page, /\/orders\/([^/?#]+)$/)
  const checkout = checkoutOf(buyer.page)
  await expect(checkout.getByRole('alert')).toHaveText('The payment was rejected in your wallet.')
  const retry = checkout.getByRole('button', { name: 'Retry' })
  await expect(retry).toBeVisible()
  await expect(buyer.page.getByText(PAID_TEXT)).toHaveCount(0)
  await expect(standingOf(buyer.page, 'Awaiting payment')).toBeVisible()

  // nothing was sent, stored or marked paid
  expect(await chain.getTransactionCount({ address: buyerAddress })).toBe(nonceBefore)
  expect(await storedPendingPayments(buyer.page)).not.toHaveProperty(orderId)
  expect(await orderFromApi(buyer.page, server.url, orderId)).toMatchObject({
    status: 'awaiting_payment',
    txHash: null,
  })

  // the buyer changes their mind and approves this time
  buyer.wallet.rejectTransactions = false
  await retry.click()
  // a retry sends money again, so it asks again, naming the amount and the seller
  const confirmation = buyer.page.getByRole('dialog', { name: 'Pay for this order?' })
  await expect(confirmation).toContainText('0.05 ETH')
  await confirmation.getByRole('button', { name: /^Pay 0\.05 ETH to @/ }).click()
  await expect(standingOf(buyer.page, 'Paid')).toContainText(PAID_TEXT)
  // the checkout, with its error, is gone once the order is paid
  await expect(checkout).toHaveCount(0)
  expect(await chain.getTransactionCount({ address: buyerAddress })).toBe(nonceBefore + 1)
  expect(await orderFromApi(buyer.page, server.url, orderId)).toMatchObject({ status: 'paid' })

  expect(seller.consoleErrors).toEqual([])
  expect(buyer.consoleErrors).toEqual([])
})

test('a server that cannot reach the chain refuses verification; a retry verifies the same payment', async ({
  browser,
}) => {
  const { server, rpcUrl } = market
  const { chainLink } = market
  const title = uniqueTitle('Felt coaster')
  const buyerKey = await fundedKey(rpcUrl)
  const buyerAddress = privateKeyToAccount(buyerKey).address
  const { seller, listingId } = await listAndOpenAsSeller(
    browser,
    server.url,
    await fundedKey(rpcUrl),
    { title, price: '0.05', currency: 'ETH' },
  )
  const buyer = await openConnectedTab(browser, server.url, buyerKey, {
    rpcUrl,
    expectedConsoleErrors: [VERIFICATION_503, GAS_PRICE_503],
    path: `/market/${listingId}`,
  })
  const nonceBefore = await chain.getTransactionCount({ address: buyerAddress })

  // the payment goes out and is mined, but the server cannot ask the chain about it
  chainLink.cutForServer()
  const refusal = buyer.page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/marketplace\/orders\/[^/]+\/payment$/.test(new URL(response.url()).pathname),
  )
  await buyFromListingPage(buyer.page)
  const orderId = await idInUrl(buyer.page, /\/orders\/([^/?#]+)$/)
  const refused = await refusal
  expect(refused.status()).toBe(503)
  expect(await refused.json()).toMatchObject({ code: 'CHAIN_UNAVAILABLE' })
  expect(chainLink.dropped).toBeGreaterThan(0)

  const checkout = checkoutOf(buyer.page)
  await expect(checkout.getByRole('alert')).toHaveText(
    "Can't reach Local chain right now. Try again in a moment.",
  )
  const txHash = (await storedPendingPayments(buyer.page))[orderId] as Hex | undefined
  if (!txHash) throw new Error(`No pending payment stored for order ${orderId}`)
  expect((await chain.getTransactionReceipt({ hash: txHash })).status).toBe('success')
  expect(await orderFromApi(buyer.page, server.url, orderId)).toMatchObject({
    status: 'awaiting_payment',
    txHash: null,
  })

  // the chain is back: retrying checks the stored transaction instead of paying again
  chainLink.restore()
  const verification = buyer.page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === `/api/marketplace/orders/${orderId}/payment`,
  )
  await checkout.getByRole('button', { name: 'Retry' }).click()
  expect((await verification).request().postDataJSON()).toEqual({ txHash })
  await expect(standingOf(buyer.page, 'Paid')).toContainText(PAID_TEXT)
  await expect(checkout).toHaveCount(0)
  expect(await chain.getTransactionCount({ address: buyerAddress })).toBe(nonceBefore + 1)
  expect(await orderFromApi(buyer.page, server.url, orderId)).toMatchObject({
    status: 'paid',
    txHash,
  })

  expect(seller.consoleErrors).toEqual([])
  expect(buyer.consoleErrors).toEqual([])
})
