import { randomUUID } from 'node:crypto'
import { IDEMPOTENCY_HEADER, type Order } from '@agora/domain'
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test'
import { createWalletClient, type Hex, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { type ConnectedTab, openConnectedTab } from './connectedTab.ts'
import { type ApiSession, AUTH_TOKEN_KEY, bearer, signInThroughApi } from './session.ts'

/** Where the web app keeps sent-but-unverified payments (`pendingPayment.ts`): orderId → txHash. */
const PENDING_PAYMENTS_KEY = 'agora.pendingPayments'

export type ListingInput = {
  title: string
  price: string
  currency: Order['payment']['currency']
  /** `crafts` (a physical item, shipped) unless given; `digital` ships nothing. */
  category?: string
  /** 1 unless given. */
  quantity?: number
}

/** Where the test buyer's parcels go, as typed into checkout's address form. */
export const testShippingAddress = {
  'Full name': 'Ada Lovelace',
  Address: '12 St James’s Square',
  City: 'London',
  'Postal code (optional)': 'SW1Y 4JH',
  Country: 'United Kingdom',
} as const

/** The same address as the API takes and stores it. */
export const testShippingAddressStored = {
  name: testShippingAddress['Full name'],
  line1: testShippingAddress.Address,
  line2: '',
  city: testShippingAddress.City,
  region: '',
  postalCode: testShippingAddress['Postal code (optional)'],
  country: testShippingAddress.Country,
}

/** The listing `listItem` and `listItemThroughForm` make: the form's fields, as the API takes them. */
function listingDraft(listing: ListingInput) {
  return {
    title: listing.title,
    description: 'Made for a browser test.',
    priceAmount: listing.price,
    currency: listing.currency,
    chainId: 31337,
    category: listing.category ?? 'crafts',
    images: [],
    quantity: listing.quantity ?? 1,
  }
}

/**
 * Lists an item on chain 31337 for `seller` with one API call (what the "New listing" form
 * sends, with an `Idempotency-Key` as the web app does); returns its id. `api` must be bound
 * to the server (its `baseURL`), as the `request` fixture is to the worker's server. The form
 * itself is proven by `listItemThroughForm` and marketplace.spec.
 */
export async function listItem(
  api: APIRequestContext,
  seller: ApiSession,
  listing: ListingInput,
): Promise<string> {
  const response = await api.post('/api/marketplace/listings', {
    headers: { ...bearer(seller.token), [IDEMPOTENCY_HEADER]: randomUUID() },
    data: listingDraft(listing),
  })
  if (response.status() !== 201) {
    throw new Error(`listing ${listing.title}: ${response.status()} ${await response.text()}`)
  }
  return ((await response.json()) as { data: { id: string } }).data.id
}

/**
 * A seller (`sellerKey`) lists an item through the API (`listItem`), then opens a connected
 * tab of their own on it (the page publishing lands on), for tests that check the seller's
 * side too (their console errors). Returns the tab and the listing's id.
 */
export async function listAndOpenAsSeller(
  browser: Browser,
  baseURL: string,
  sellerKey: Hex,
  listing: ListingInput,
): Promise<{ seller: ConnectedTab; listingId: string }> {
  const api = await playwrightRequest.newContext({ baseURL })
  let listingId: string
  try {
    listingId = await listItem(api, await signInThroughApi(api, sellerKey), listing)
  } finally {
    await api.dispose()
  }
  const seller = await openConnectedTab(browser, baseURL, sellerKey, {
    path: `/market/${listingId}`,
  })
  await expect(seller.page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible()
  return { seller, listingId }
}

/**
 * Lists an item on chain 31337 through the seller's "New listing" form, reached in-app from
 * the Main navigation (Selling → List an item) of a signed-in desktop tab: every field the
 * form has for it (currency, chain, category, quantity when given), then "Publish listing"
 * lands on the listing with its "Listing published" toast. Returns the listing's id.
 */
export async function listItemThroughForm(seller: Page, listing: ListingInput): Promise<string> {
  const draft = listingDraft(listing)
  await seller
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Selling' })
    .click()
  await seller.getByRole('link', { name: 'List an item' }).click()
  await expect(seller).toHaveURL(/\/sell\/listings\/new$/)
  await seller.getByLabel('Title').fill(draft.title)
  await seller.getByLabel('Description').fill(draft.description)
  await seller.getByLabel('Price').fill(draft.priceAmount)
  await seller.getByLabel('Currency').selectOption(draft.currency)
  await seller.getByLabel('Chain').selectOption(String(draft.chainId))
  await seller.getByLabel('Category').selectOption(draft.category)
  if (listing.quantity) await seller.getByLabel('Quantity').fill(String(listing.quantity))
  await seller.getByRole('button', { name: 'Publish listing' }).click()
  // publishing lands on the listing itself, confirmed
  const id = await idInUrl(seller, /\/market\/([^/?#]+)$/)
  await expect(seller.getByRole('status').getByText('Listing published')).toBeVisible()
  return id
}

/**
 * `buyer` orders one of the listing through the API (shipping to `testShippingAddress`), as
 * the review sheet's "Pay" does before the wallet is asked; returns the unpaid order.
 */
export async function orderThroughApi(
  api: APIRequestContext,
  buyer: ApiSession,
  listingId: string,
  /** null for a digital item, which ships nothing */
  shippingAddress: typeof testShippingAddressStored | null = testShippingAddressStored,
): Promise<Order> {
  const response = await api.post('/api/marketplace/orders', {
    headers: { ...bearer(buyer.token), [IDEMPOTENCY_HEADER]: randomUUID() },
    data: { listingId, quantity: 1, ...(shippingAddress ? { shippingAddress } : {}) },
  })
  if (response.status() !== 201) throw new Error(`order: ${await response.text()}`)
  return ((await response.json()) as { data: Order }).data
}

/**
 * Pays an ETH `order` on the local chain from `buyerKey` (the buyer's own wallet, funded) and
 * has the server verify the transaction, without a browser; returns the paid order.
 */
export async function payThroughApi(
  api: APIRequestContext,
  buyer: ApiSession,
  buyerKey: Hex,
  rpcUrl: string,
  order: Order,
): Promise<Order> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(buyerKey),
    chain: hardhat,
    transport: http(rpcUrl),
  }).extend(publicActions)
  const hash = await wallet.sendTransaction({
    to: order.payment.to as Hex,
    value: BigInt(order.payment.amountWei ?? '0'),
  })
  await wallet.waitForTransactionReceipt({ hash })
  const response = await api.post(`/api/marketplace/orders/${order.id}/payment`, {
    headers: { ...bearer(buyer.token), [IDEMPOTENCY_HEADER]: randomUUID() },
    data: { txHash: hash },
  })
  if (!response.ok()) throw new Error(`payment: ${await response.text()}`)
  return ((await response.json()) as { data: Order }).data
}

/** Checkout's review sheet, opened by "Buy" on a listing page. */
export const reviewSheetOf = (page: Page) => page.getByRole('dialog', { name: 'Review your order' })

/**
 * "Buy", then on the review sheet the shipping address (physical items: the last one is
 * kept when `address` is null) and "Pay": the order page opens and starts the payment.
 */
export async function buyFromListingPage(
  page: Page,
  address: Partial<Record<keyof typeof testShippingAddress, string>> | null = testShippingAddress,
) {
  await page.getByRole('button', { name: 'Buy', exact: true }).click()
  const sheet = reviewSheetOf(page)
  await expect(sheet).toBeVisible()
  for (const [label, value] of Object.entries(address ?? {}))
    await sheet.getByLabel(label, { exact: true }).fill(value)
  await sheet.getByRole('button', { name: /^Pay / }).click()
}

/** The first group of `pattern` in the page's URL, once the page got there. */
export async function idInUrl(page: Page, pattern: RegExp): Promise<string> {
  await page.waitForURL(pattern)
  const id = pattern.exec(page.url())?.[1]
  if (!id) throw new Error(`No id in ${page.url()}`)
  return id
}

/** The transactions the web app stored as sent but not yet verified, per order id. */
export function storedPendingPayments(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, string>,
    PENDING_PAYMENTS_KEY,
  )
}

/** The order as the API tells its buyer, signed in as the page's session. */
export async function orderFromApi(page: Page, baseUrl: string, orderId: string): Promise<Order> {
  const token = await page.evaluate((key) => window.localStorage.getItem(key), AUTH_TOKEN_KEY)
  if (!token) throw new Error('The page has no session token')
  const response = await page.request.get(`${baseUrl}/api/marketplace/orders/${orderId}`, {
    headers: bearer(token),
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: Order }).data
}

/**
 * How the web app names `address` where money moves (checkout review, an order's
 * confirmations): the @handle of its public profile, and the address as the API gives it
 * (lower case) cut to its first and last 4 characters.
 */
export async function partyOf(
  page: Page,
  baseUrl: string,
  address: string,
): Promise<{ handle: string; short: string }> {
  const response = await page.request.get(`${baseUrl}/api/users/${address}`)
  expect(response.status()).toBe(200)
  const { handle } = ((await response.json()) as { data: { handle: string } }).data
  const stored = address.toLowerCase()
  return { handle: `@${handle}`, short: `${stored.slice(0, 4)}…${stored.slice(-4)}` }
}

/** The top of the order page, named by the state the order is in ("Paid", "Awaiting payment"). */
export const standingOf = (page: Page, state: string) =>
  page.getByRole('region', { name: state, exact: true })

/** The confirmation a money step opens on the order page, by its title. */
export const confirmationOf = (page: Page, title: string) =>
  page.getByRole('dialog', { name: title })
