import type { Locator, Page } from '@playwright/test'
import { checkEveryWay } from '../support/axe.ts'
import { fundedKey } from '../support/market.ts'
import { listItem, orderThroughApi, partyOf, payThroughApi } from '../support/orders.ts'
import { signInThroughApi } from '../support/session.ts'
import { expect, newUser, test, uniqueName } from '../support/social.ts'

/** The order page's top card, named by the order's state. */
const standingOf = (page: Page) => page.getByRole('main').getByRole('region').first()

/** Where a hash sits against its copy button: both on one line, the hash unbroken. */
function hashLine(hash: Locator) {
  return hash.evaluate((element) => {
    const line = element.closest('.transaction-hash')
    const copy = line?.querySelector('button')?.getBoundingClientRect()
    const text = element.getBoundingClientRect()
    return {
      textLines: element.getClientRects().length,
      copyBesideText:
        copy !== undefined &&
        Math.abs(copy.top + copy.height / 2 - (text.top + text.height / 2)) < 4,
    }
  })
}

test('a paid order leads with its state, names the seller by @handle and keeps each hash on one line, at 1280 and 390 px', async ({
  agora,
  openAs,
  request,
}) => {
  const seller = await newUser(request)
  const buyerKey = await fundedKey(agora.rpcUrl)
  const buyer = await signInThroughApi(request, buyerKey)
  const title = uniqueName('Walnut bowl')
  const listingId = await listItem(request, seller, { title, price: '0.01', currency: 'ETH' })
  const unpaid = await orderThroughApi(request, buyer, listingId)
  const order = await payThroughApi(request, buyer, buyerKey, agora.rpcUrl, unpaid)
  expect(order.status).toBe('paid')
  const txHash = order.txHash ?? ''

  const page = await openAs(buyer, `/orders/${order.id}`)
  const sellerParty = await partyOf(page, agora.server.url, seller.address)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await test.step(`at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport)
      // the state comes first, with what happens next; nothing asks for money
      const standing = standingOf(page)
      await expect(standing).toHaveAccessibleName('Paid')
      await expect(standing.getByRole('status')).toHaveText(
        'Payment verified. The seller has been told to ship.',
      )
      await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: /^Pay / })).toHaveCount(0)
      await expect(page.getByText(/^Pay before/)).toHaveCount(0)

      // the seller by @handle and short address, not a bare address
      const parties = page.locator('.order-page__parties')
      await expect(parties).toContainText(`seller ${sellerParty.handle} ${sellerParty.short}`)
      // the short address is one token, never broken at its ellipsis
      expect(
        await parties.getByText(sellerParty.short).evaluate((code) => code.getClientRects().length),
      ).toBe(1)

      // the payment's hash, in the timeline and below it: short, copyable, one line each
      const hashes = page.getByTitle(txHash, { exact: true })
      await expect(hashes).toHaveCount(2)
      for (const hash of await hashes.all()) {
        await expect(hash).toHaveText(`${txHash.slice(0, 4)}…${txHash.slice(-4)}`)
        expect(await hashLine(hash)).toEqual({ textLines: 1, copyBesideText: true })
      }
      await expect(page.getByRole('button', { name: 'Copy transaction hash' })).toHaveCount(2)
    })
  }

  await page.setViewportSize({ width: 1280, height: 900 })
  await checkEveryWay(page, 'a paid order, its buyer')

  // the seller's side of the same order: what to do now, and who bought it
  const buyerParty = await partyOf(page, agora.server.url, buyer.address)
  const sellerPage = await openAs(seller, `/orders/${order.id}`)
  await expect(standingOf(sellerPage)).toHaveAccessibleName('Paid')
  await expect(standingOf(sellerPage).getByRole('status')).toHaveText(
    'The buyer has paid you. Ship the order and add its tracking number below.',
  )
  await expect(sellerPage.locator('.order-page__parties')).toContainText(
    `buyer ${buyerParty.handle} ${buyerParty.short}`,
  )
})
