import type { Order } from '@agora/domain'
import { expect, type Page } from '@playwright/test'
import { AUTH_TOKEN_KEY, bearer } from './session.ts'

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

/** Lists an item on chain 31337 through the seller's "New listing" form; returns its id. */
export async function listItem(seller: Page, listing: ListingInput): Promise<string> {
  await seller.goto('/sell/listings/new')
  await seller.getByLabel('Title').fill(listing.title)
  await seller.getByLabel('Description').fill('Made for a browser test.')
  await seller.getByLabel('Price').fill(listing.price)
  await seller.getByLabel('Currency').selectOption(listing.currency)
  await seller.getByLabel('Chain').selectOption('31337')
  await seller.getByLabel('Category').selectOption(listing.category ?? 'crafts')
  if (listing.quantity) await seller.getByLabel('Quantity').fill(String(listing.quantity))
  await seller.getByRole('button', { name: 'Publish listing' }).click()
  // publishing lands on the listing itself, confirmed
  const id = await idInUrl(seller, /\/market\/([^/?#]+)$/)
  await expect(seller.getByRole('status').getByText('Listing published')).toBeVisible()
  return id
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
