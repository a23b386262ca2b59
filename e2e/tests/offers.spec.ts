import { checkEveryWay } from '../support/axe.ts'
import { openConnectedTab } from '../support/connectedTab.ts'
import { fundedKey } from '../support/market.ts'
import {
  listItem,
  orderThroughApi,
  partyOf,
  payThroughApi,
  standingOf,
  testShippingAddress,
} from '../support/orders.ts'
import { signInThroughApi } from '../support/session.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

test('a buyer offers, the seller counters, the buyer accepts and pays the agreed price; the seller record shows', async ({
  agora,
  browser,
  openAs,
  request,
}) => {
  const seller = await newUser(request)
  // one earlier sale, paid on the chain and delivered: the seller's record starts from it
  const earlierKey = await fundedKey(agora.rpcUrl)
  const earlier = await signInThroughApi(request, earlierKey)
  const sold = await listItem(request, seller, {
    title: uniqueName('Ash spoon'),
    price: '0.002',
    currency: 'ETH',
  })
  const paid = await payThroughApi(
    request,
    earlier,
    earlierKey,
    agora.rpcUrl,
    await orderThroughApi(request, earlier, sold),
  )
  const path = `/api/marketplace/orders/${paid.id}`
  await apiAs(request, seller, 'post', `${path}/ship`, { carrier: 'DHL', trackingNumber: 'JD0042' })
  await apiAs(request, earlier, 'post', `${path}/confirm-delivery`, {})

  const title = uniqueName('Oak stool')
  const listingId = await listItem(request, seller, { title, price: '0.01', currency: 'ETH' })
  const buyerKey = await fundedKey(agora.rpcUrl)
  const buyer = await openConnectedTab(browser, agora.server.url, buyerKey, {
    rpcUrl: agora.rpcUrl,
    path: `/market/${listingId}`,
  })

  // the seller's offers, open before any offer: the buyer's arrives live
  const sellerPage = await openAs(seller, '/offers?role=seller')
  await expect(sellerPage.getByText('No offers here yet')).toBeVisible()

  // the seller's record beside Buy, each figure in words, from verified orders only
  const record = buyer.page.getByRole('region', { name: 'Seller record' })
  await expect(record).toContainText(/1 completed sale since \w+ \d{4}/)
  await expect(record).toContainText('no disputes, no refunds')
  await expect(record).toContainText('paid and verified on-chain only')

  await buyer.page.getByRole('button', { name: 'Make an offer' }).click()
  const dialog = buyer.page.getByRole('dialog', { name: `Make an offer: ${title}` })
  await expect(dialog.getByText('Asking 0.01 ETH each, for 1 item.')).toBeVisible()
  await dialog.getByLabel('Your price per item (ETH)').fill('0.007')
  for (const [label, value] of Object.entries(testShippingAddress))
    await dialog.getByLabel(label, { exact: true }).fill(value)
  await dialog.getByRole('button', { name: 'Send offer' }).click()
  await expect(dialog.getByRole('status')).toContainText('Offer sent: 1 × 0.007 ETH.')

  const received = sellerPage.getByRole('listitem', { name: title })
  await expect(received).toContainText('1 × 0.007 ETH offered')
  await received.getByRole('button', { name: 'Counter' }).click()
  await received.getByLabel('Your price per item (ETH)').fill('0.009')
  await received.getByRole('button', { name: 'Send counter' }).click()
  await expect(received).toContainText('countered at 0.009 ETH each')
  await expect(received.getByRole('button', { name: /^Accept/ })).toHaveCount(0)
  // both themes, then the phone layout
  await checkEveryWay(sellerPage, "the seller's offers")

  // in-app to the buyer's offers, where the counter waits for them
  await dialog.getByRole('link', { name: 'See your offers' }).click()
  const mine = buyer.page.getByRole('listitem', { name: title })
  await expect(mine).toContainText('Countered')
  await mine.getByRole('button', { name: 'Accept 0.009 ETH each' }).click()
  await buyer.page.waitForURL(/\/orders\/[^/?#]+$/)

  // paying asks first, naming the amount and the seller
  const sellerParty = await partyOf(buyer.page, agora.server.url, seller.address)
  await buyer.page.getByRole('button', { name: 'Pay with wallet' }).click()
  const confirm = buyer.page.getByRole('dialog', { name: 'Pay for this order?' })
  await expect(confirm).toContainText(sellerParty.handle)
  await confirm.getByRole('button', { name: /^Pay 0\.009 ETH to / }).click()
  await expect(standingOf(buyer.page, 'Paid')).toBeVisible()
})
