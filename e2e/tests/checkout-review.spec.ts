import { expect, type Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { openConnectedTab } from '../support/connectedTab.ts'
import { test } from '../support/fixtures.ts'
import { fundedKey, type Market } from '../support/market.ts'
import {
  buyFromListingPage,
  idInUrl,
  listAndOpenAsSeller,
  listItem,
  orderFromApi,
  reviewSheetOf,
  testShippingAddressStored,
} from '../support/orders.ts'
import { signInThroughApi } from '../support/session.ts'

let market: Market

test.beforeAll(async ({ agora }) => {
  market = agora
})

const uniqueTitle = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 7)}`
const PHONE = { width: 390, height: 844 }

/** The review sheet's summary row `term` (Item, Quantity, Network, Total, Your balance). */
/** The value beside the term named exactly `term` ("Network", not "Network gas price"). */
const summaryValue = (page: Page, term: string) =>
  reviewSheetOf(page)
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')

/** The sheet sits inside the viewport and nothing in it scrolls sideways. */
async function expectWithinWidth(page: Page, width: number) {
  const sheet = reviewSheetOf(page)
  const box = await sheet.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
  const overflow = await sheet.evaluate((dialog) =>
    [dialog, ...dialog.querySelectorAll('*')].some(
      (element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0,
    ),
  )
  expect(overflow).toBe(false)
}

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`at ${viewport.width} px the review asks where a physical item ships and not for a digital one`, async ({
    browser,
    request,
  }) => {
    const { server, rpcUrl } = market
    const sellerKey = generatePrivateKey()
    const seller = await signInThroughApi(request, sellerKey)
    const bowl = uniqueTitle('Walnut bowl')
    const pack = uniqueTitle('Brush pack')
    const bowlId = await listItem(request, seller, {
      title: bowl,
      price: '0.05',
      currency: 'ETH',
      quantity: 2,
    })
    const packId = await listItem(request, seller, {
      title: pack,
      price: '0.01',
      currency: 'ETH',
      category: 'digital',
    })

    // a physical item: the summary in words, then an address before paying
    const buyer = await openConnectedTab(browser, server.url, await fundedKey(rpcUrl), {
      viewport,
      rpcUrl,
      path: `/market/${bowlId}`,
    })
    await expect(buyer.page.getByRole('heading', { name: bowl })).toBeVisible()
    await buyer.page.getByRole('button', { name: 'Buy', exact: true }).click()
    const sheet = reviewSheetOf(buyer.page)
    await expect(sheet).toBeVisible()
    await expect(summaryValue(buyer.page, 'Item')).toHaveText(bowl)
    await expect(summaryValue(buyer.page, 'Quantity')).toHaveText('1')
    await expect(summaryValue(buyer.page, 'Network')).toContainText('Local chain')
    await expect(summaryValue(buyer.page, 'Network').getByText('Testnet')).toBeVisible()
    await expect(summaryValue(buyer.page, 'Total')).toHaveText('0.05 ETH ≈ $120.00')
    await expect(summaryValue(buyer.page, 'Your balance')).toHaveText('100 ETH · enough to pay')
    await expect(sheet.getByText(/chain 31337/)).toHaveCount(0)
    const address = sheet.getByRole('group', { name: 'Shipping address' })
    await expect(address).toBeVisible()
    await expectWithinWidth(buyer.page, viewport.width)

    // "Pay" without an address names what is missing, at the field
    await sheet.getByRole('button', { name: 'Pay 0.05 ETH' }).click()
    await expect(address.getByText('Full name is required')).toBeVisible()
    await expect(address.getByLabel('Full name', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(buyer.page).toHaveURL(new RegExp(`/market/${bowlId}$`))
    await sheet.getByRole('button', { name: 'Back' }).click()
    await expect(sheet).toHaveCount(0)

    await buyFromListingPage(buyer.page)
    const orderId = await idInUrl(buyer.page, /\/orders\/([^/?#]+)$/)
    const shipTo = buyer.page.getByRole('region', { name: 'Ship to' })
    await expect(shipTo).toContainText('Ada Lovelace')
    await expect(shipTo).toContainText('SW1Y 4JH London')
    await expect(
      buyer.page.getByText('Payment verified. The seller has been told to ship.'),
    ).toBeVisible()
    expect((await orderFromApi(buyer.page, server.url, orderId)).shippingAddress).toEqual(
      testShippingAddressStored,
    )
    // the seller sees where to ship on the same order page
    const sellerTab = await openConnectedTab(browser, server.url, sellerKey, {
      path: `/orders/${orderId}`,
    })
    await expect(sellerTab.page.getByRole('region', { name: 'Ship to' })).toContainText(
      '12 St James’s Square',
    )

    // the next physical checkout starts from the last address (Back: the order page came from
    // the listing's review sheet)
    await buyer.page.goBack()
    await expect(buyer.page).toHaveURL(new RegExp(`/market/${bowlId}$`))
    await buyer.page.getByRole('button', { name: 'Buy', exact: true }).click()
    await expect(sheet.getByLabel('Full name', { exact: true })).toHaveValue('Ada Lovelace')
    await sheet.getByRole('button', { name: 'Back' }).click()

    // a digital item: no address at all
    await buyer.page.goto(`/market/${packId}`)
    await expect(buyer.page.getByRole('heading', { name: pack })).toBeVisible()
    await buyer.page.getByRole('button', { name: 'Buy', exact: true }).click()
    await expect(summaryValue(buyer.page, 'Total')).toHaveText('0.01 ETH ≈ $24.00')
    await expect(sheet.getByText('A digital item: nothing is shipped')).toBeVisible()
    await expect(sheet.getByRole('group', { name: 'Shipping address' })).toHaveCount(0)
    await expectWithinWidth(buyer.page, viewport.width)
    await sheet.getByRole('button', { name: 'Pay 0.01 ETH' }).click()
    const digitalId = await idInUrl(buyer.page, /\/orders\/([^/?#]+)$/)
    await expect(buyer.page.getByRole('region', { name: 'Ship to' })).toHaveCount(0)
    expect((await orderFromApi(buyer.page, server.url, digitalId)).shippingAddress).toBeNull()

    expect(sellerTab.consoleErrors).toEqual([])
    expect(buyer.consoleErrors).toEqual([])
  })
}

test('a wallet that cannot cover the total is told so plainly and cannot pay', async ({
  browser,
}) => {
  const { server, rpcUrl } = market
  const title = uniqueTitle('Copper kettle')
  const { seller, listingId } = await listAndOpenAsSeller(
    browser,
    server.url,
    generatePrivateKey(),
    { title, price: '0.05', currency: 'ETH' },
  )
  const buyer = await openConnectedTab(browser, server.url, await fundedKey(rpcUrl, '0.01'), {
    viewport: PHONE,
    rpcUrl,
    path: `/market/${listingId}`,
  })

  await buyer.page.getByRole('button', { name: 'Buy', exact: true }).click()
  const sheet = reviewSheetOf(buyer.page)
  await expect(summaryValue(buyer.page, 'Your balance')).toHaveText('0.01 ETH · not enough')
  await expect(sheet.getByRole('alert')).toHaveText(
    'Not enough ETH on Local chain to pay 0.05 ETH. Add funds to your wallet, then check again.',
  )
  await expect(sheet.getByRole('button', { name: 'Pay 0.05 ETH' })).toBeDisabled()
  await expect(sheet.getByRole('button', { name: 'Check again' })).toBeVisible()

  expect(seller.consoleErrors).toEqual([])
  expect(buyer.consoleErrors).toEqual([])
})
