import type { Message } from '@agora/domain'
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { openConnectedTab } from '../support/connectedTab.ts'
import { test } from '../support/fixtures.ts'
import type { Market } from '../support/market.ts'
import { publishMessagingKey, unlockMessages } from '../support/messaging.ts'
import { type ApiSession, bearer, signInThroughApi } from '../support/session.ts'

let market: Market
let api: APIRequestContext

test.beforeAll(async ({ agora }) => {
  market = agora
  api = await playwrightRequest.newContext({ baseURL: market.server.url })
})
test.afterAll(async () => {
  await api?.dispose()
})

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' })

async function write(page: Page, text: string) {
  await page.getByRole('textbox', { name: /^Message / }).fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(thread(page).getByText(text)).toBeVisible()
}

/** The newest message of `person`'s newest conversation, as the server stored it. */
async function newestMessage(person: ApiSession): Promise<Message> {
  const conversations = await api.get('/api/conversations', { headers: bearer(person.token) })
  const [conversation] = ((await conversations.json()) as { data: { id: string }[] }).data
  const messages = await api.get(`/api/messages?conversation=${conversation?.id}`, {
    headers: bearer(person.token),
  })
  const [message] = ((await messages.json()) as { data: Message[] }).data
  if (!message) throw new Error('no message stored')
  return message
}

test('"Ask the seller" and an order’s "Message the seller/buyer" open the conversation about that listing or order', async ({
  browser,
}) => {
  const url = market.server.url
  const [sellerKey, buyerKey] = [generatePrivateKey(), generatePrivateKey()]
  const seller = await signInThroughApi(api, sellerKey)
  const buyer = await signInThroughApi(api, buyerKey)
  await publishMessagingKey(api, seller, sellerKey)
  const title = `Brass lamp ${Math.random().toString(36).slice(2, 7)}`
  const listed = await api.post('/api/marketplace/listings', {
    headers: bearer(seller.token),
    data: {
      title,
      description: 'Made for a browser test.',
      priceAmount: '0.05',
      currency: 'ETH',
      chainId: 31337,
      category: 'digital',
      images: [],
      quantity: 3,
    },
  })
  expect(listed.status()).toBe(201)
  const listingId = ((await listed.json()) as { data: { id: string } }).data.id

  const buyerTab = await openConnectedTab(browser, url, buyerKey)
  await unlockMessages(buyerTab.page)

  await test.step('the listing’s "Ask the seller" starts a conversation about the listing', async () => {
    await buyerTab.page.goto(`/market/${listingId}`)
    await buyerTab.page.getByRole('link', { name: 'Ask the seller' }).click()
    await expect(buyerTab.page).toHaveURL(new RegExp(`/messages/new\\?.*listing=${listingId}`))
    await expect(buyerTab.page.getByRole('link', { name: `About: ${title}` })).toBeVisible()
    await buyerTab.page.getByRole('textbox', { name: /^Message / }).fill('is it brass all through?')
    await buyerTab.page.getByRole('button', { name: 'Send' }).click()
    await expect(buyerTab.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/)
    await expect(thread(buyerTab.page).getByRole('link', { name: `About: ${title}` })).toBeVisible()
    expect((await newestMessage(seller)).context).toEqual({ listingId })
  })

  const ordered = await api.post('/api/marketplace/orders', {
    headers: bearer(buyer.token),
    data: { listingId, quantity: 1 },
  })
  expect(ordered.status()).toBe(201)
  const orderId = ((await ordered.json()) as { data: { id: string } }).data.id
  const orderChip = `About order ${orderId.slice(0, 8)}`

  await test.step('the buyer’s "Message the seller" opens that conversation about the order', async () => {
    await buyerTab.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My orders' })
      .click()
    await buyerTab.page
      .getByRole('list', { name: 'My orders' })
      .getByRole('link', { name: new RegExp(title) })
      .click()
    await expect(buyerTab.page).toHaveURL(new RegExp(`/orders/${orderId}$`))
    await buyerTab.page.getByRole('link', { name: 'Message the seller' }).click()
    await expect(buyerTab.page).toHaveURL(new RegExp(`/messages/[0-9a-f-]{36}\\?order=${orderId}$`))
    await expect(buyerTab.page.getByText('Your next message is about')).toBeVisible()
    await write(buyerTab.page, 'when will the download link come?')
    await expect(thread(buyerTab.page).getByRole('link', { name: orderChip })).toBeVisible()
    expect((await newestMessage(seller)).context).toEqual({ orderId })
  })

  await test.step('the seller’s "Message the buyer" answers in the same conversation, about the order', async () => {
    const sellerTab = await openConnectedTab(browser, url, sellerKey)
    await unlockMessages(sellerTab.page)
    await sellerTab.page.goto(`/orders/${orderId}`)
    await sellerTab.page.getByRole('link', { name: 'Message the buyer' }).click()
    await expect(sellerTab.page).toHaveURL(
      new RegExp(`/messages/[0-9a-f-]{36}\\?order=${orderId}$`),
    )
    await expect(
      thread(sellerTab.page).getByText('when will the download link come?'),
    ).toBeVisible()
    await write(sellerTab.page, 'sent it just now')
    const answer = await newestMessage(buyer)
    expect(answer).toMatchObject({
      context: { orderId },
      senderAddress: seller.address.toLowerCase(),
    })
  })
})
