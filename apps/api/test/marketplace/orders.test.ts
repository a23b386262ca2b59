import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminEnv, adminToken } from '../admin/adminAccess.ts'
import { fundedWallet } from '../chain/fundedWallets.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer } from '../wallets.ts'
import { createListing, placeOrder, shippingAddressInput, type Trader, trader } from './market.ts'

const rpcUrl = inject('localRpcUrl')
let app: TestApp
let seller: Trader

beforeAll(async () => {
  app = await createTestApp({ ...adminEnv, RPC_URL_31337: rpcUrl })
  seller = await trader(app, await fundedWallet(rpcUrl))
})
afterAll(() => app.close())

const newTrader = async () => trader(app, await fundedWallet(rpcUrl))

async function paidOrder(buyer: Trader) {
  const listing = await createListing(seller)
  const order = await placeOrder(buyer, listing.id)
  const hash = await buyer.wallet.sendTransaction({
    to: order.payment.to,
    value: parseEther('0.05'),
  })
  await buyer.wallet.waitForTransactionReceipt({ hash })
  const res = await buyer.call('POST', `/api/marketplace/orders/${order.id}/payment`, {
    txHash: hash,
  })
  expect(res.json().data.status).toBe('paid')
  return order.id
}

describe('orders', () => {
  it('never oversells: two buyers racing for the last item get one order', async () => {
    const listing = await createListing(seller, { quantity: 1 })
    const [a, b] = [await newTrader(), await newTrader()]
    const results = await Promise.all([
      a.call('POST', '/api/marketplace/orders', {
        listingId: listing.id,
        quantity: 1,
        shippingAddress: shippingAddressInput,
      }),
      b.call('POST', '/api/marketplace/orders', {
        listingId: listing.id,
        quantity: 1,
        shippingAddress: shippingAddressInput,
      }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('LISTING_SOLD_OUT')
    const after = await app.inject({
      method: 'GET',
      url: `/api/marketplace/listings/${listing.id}`,
    })
    expect(after.json().data).toMatchObject({ quantity: 0, status: 'sold_out' })
  })

  it('refuses buying one’s own listing', async () => {
    const listing = await createListing(seller)
    const res = await seller.call('POST', '/api/marketplace/orders', {
      listingId: listing.id,
      quantity: 1,
      shippingAddress: shippingAddressInput,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('OWN_LISTING')
  })

  it('gives the stock back when the buyer cancels before paying', async () => {
    const listing = await createListing(seller, { quantity: 1 })
    const buyer = await newTrader()
    const order = await placeOrder(buyer, listing.id)
    const cancelled = await buyer.call('POST', `/api/marketplace/orders/${order.id}/cancel`)
    expect(cancelled.json().data.status).toBe('cancelled')
    const after = await app.inject({
      method: 'GET',
      url: `/api/marketplace/listings/${listing.id}`,
    })
    expect(after.json().data).toMatchObject({ quantity: 1, status: 'active' })
  })

  it('moves paid → shipped → completed, only by the right party, with a timeline', async () => {
    const buyer = await newTrader()
    const orderId = await paidOrder(buyer)
    const shipping = { carrier: 'DHL', trackingNumber: 'JD0146000034' }

    const buyerShips = await buyer.call('POST', `/api/marketplace/orders/${orderId}/ship`, shipping)
    expect(buyerShips.statusCode).toBe(403)
    const cancelPaid = await buyer.call('POST', `/api/marketplace/orders/${orderId}/cancel`)
    expect(cancelPaid.statusCode).toBe(409)

    const shipped = await seller.call('POST', `/api/marketplace/orders/${orderId}/ship`, shipping)
    expect(shipped.json().data).toMatchObject({ status: 'shipped', shipping })
    const sellerConfirms = await seller.call(
      'POST',
      `/api/marketplace/orders/${orderId}/confirm-delivery`,
    )
    expect(sellerConfirms.statusCode).toBe(403)

    const done = await buyer.call('POST', `/api/marketplace/orders/${orderId}/confirm-delivery`)
    expect(done.json().data.status).toBe('completed')
    expect(done.json().data.events.map((e: { type: string }) => e.type)).toEqual([
      'created',
      'paid',
      'shipped',
      'delivered',
    ])
  })

  it('takes one review from the buyer of a completed order', async () => {
    const buyer = await newTrader()
    const orderId = await paidOrder(buyer)
    const early = await buyer.call('POST', `/api/marketplace/orders/${orderId}/review`, {
      rating: 5,
      comment: 'Lovely',
    })
    expect(early.json().code).toBe('ORDER_NOT_COMPLETED')
    await seller.call('POST', `/api/marketplace/orders/${orderId}/ship`, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA1',
    })
    await buyer.call('POST', `/api/marketplace/orders/${orderId}/confirm-delivery`)

    const invalid = await buyer.call('POST', `/api/marketplace/orders/${orderId}/review`, {
      rating: 6,
    })
    expect(invalid.statusCode).toBe(400)
    const review = await buyer.call('POST', `/api/marketplace/orders/${orderId}/review`, {
      rating: 4,
      comment: 'Lovely glaze',
    })
    expect(review.json().data.review).toMatchObject({ rating: 4, comment: 'Lovely glaze' })
    const again = await buyer.call('POST', `/api/marketplace/orders/${orderId}/review`, {
      rating: 5,
    })
    expect(again.statusCode).toBe(409)

    const profile = await app.inject({
      method: 'GET',
      url: `/api/sellers/${seller.address}/profile`,
    })
    expect(profile.json().data.rating.count).toBeGreaterThanOrEqual(1)
  })

  it('lets the buyer dispute, and only an admin resolve, with a note', async () => {
    const buyer = await newTrader()
    const orderId = await paidOrder(buyer)
    const disputed = await buyer.call('POST', `/api/marketplace/orders/${orderId}/dispute`, {
      reason: 'It never arrived at all',
    })
    expect(disputed.json().data.status).toBe('disputed')
    const sellerResolves = await seller.call('POST', `/api/marketplace/orders/${orderId}/resolve`, {
      outcome: 'completed',
      note: 'mine',
    })
    expect(sellerResolves.statusCode).toBe(403)
    const admin = bearer(await adminToken(app))
    const resolved = await app.inject({
      method: 'POST',
      url: `/api/marketplace/orders/${orderId}/resolve`,
      headers: admin,
      payload: { outcome: 'refunded', note: 'Seller refunded on-chain' },
    })
    expect(resolved.json().data.status).toBe('refunded')
    expect(resolved.json().data.events.at(-1)).toMatchObject({
      type: 'resolved',
      data: { outcome: 'refunded', note: 'Seller refunded on-chain' },
    })
  })

  it('lets the seller of a direct order dispute it too, and nobody else', async () => {
    const buyer = await newTrader()
    const orderId = await paidOrder(buyer)
    const stranger = await newTrader()
    const byStranger = await stranger.call('POST', `/api/marketplace/orders/${orderId}/dispute`, {
      reason: 'Not mine to dispute',
    })
    expect(byStranger.statusCode).toBe(404)
    const bySeller = await seller.call('POST', `/api/marketplace/orders/${orderId}/dispute`, {
      reason: 'The buyer says it never came, the carrier says delivered',
    })
    expect(bySeller.statusCode, bySeller.body).toBe(200)
    expect(bySeller.json().data.status).toBe('disputed')
    expect(bySeller.json().data.events.at(-1)).toMatchObject({ type: 'disputed' })
  })

  it('hides an order from strangers', async () => {
    const listing = await createListing(seller)
    const order = await placeOrder(await newTrader(), listing.id)
    const stranger = await newTrader()
    const res = await stranger.call('GET', `/api/marketplace/orders/${order.id}`)
    expect(res.statusCode).toBe(404)
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/marketplace/orders/${order.id}`,
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('shows the sale in the seller’s dashboard, analytics and notifications', async () => {
    const buyer = await newTrader()
    await paidOrder(buyer)
    const dashboard = (await seller.call('GET', `/api/sellers/${seller.address}/dashboard`)).json()
      .data
    expect(dashboard.ordersByStatus.paid).toBeGreaterThanOrEqual(1)
    expect(Number(dashboard.revenue.ETH)).toBeGreaterThan(0)
    const days = (await seller.call('GET', `/api/sellers/${seller.address}/analytics`)).json().data
    expect(days).toHaveLength(30)
    expect(days.at(-1).sales).toBeGreaterThanOrEqual(1)
    // each currency on its own: an ETH sale's amount is never added to USDC ones
    expect(Object.keys(days.at(-1).revenue)).toEqual(['ETH'])
    expect(Number(days.at(-1).revenue.ETH)).toBeGreaterThan(0)
    // the seller's notifications are inbox rows, written by a bus subscriber after the answer
    await expect
      .poll(async () =>
        (await seller.call('GET', `/api/sellers/${seller.address}/notifications`))
          .json()
          .data.map((n: { type: string }) => n.type),
      )
      .toEqual(expect.arrayContaining(['new_order', 'paid']))
    const other = await newTrader()
    expect((await other.call('GET', `/api/sellers/${seller.address}/dashboard`)).statusCode).toBe(
      403,
    )
  })
})
