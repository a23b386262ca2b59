import { checkEveryWay } from '../support/axe.ts'
import { openConnectedTab } from '../support/connectedTab.ts'
import { fundedKey } from '../support/market.ts'
import { listItem, partyOf, standingOf, testShippingAddress } from '../support/orders.ts'
import { expect, newPerson, test, uniqueName } from '../support/social.ts'

test('a buyer offers, the seller counters on a phone, the buyer accepts and pays the agreed price', async ({
  agora,
  browser,
  openAs,
  request,
}) => {
  const seller = await newPerson(request)
  const title = uniqueName('Oak stool')
  const listingId = await listItem(request, seller, { title, price: '0.01', currency: 'ETH' })
  const buyerKey = await fundedKey(agora.rpcUrl)
  const buyer = await openConnectedTab(browser, agora.server.url, buyerKey, {
    rpcUrl: agora.rpcUrl,
    path: `/market/${listingId}`,
  })

  // the seller's offers, on a phone, open before any offer: the buyer's arrives live
  const sellerPage = await openAs(seller, '/offers?role=seller', { width: 390, height: 844 })
  await expect(sellerPage.getByText('No offers here yet')).toBeVisible()

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
