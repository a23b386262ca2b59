import { IDEMPOTENCY_HEADER } from '@agora/domain'
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
const logLines: string[] = []

beforeAll(async () => {
  app = await createTestApp(
    { ...adminEnv, RPC_URL_31337: rpcUrl, LOG_LEVEL: 'debug' },
    { logStream: { write: (line) => void logLines.push(line) } },
  )
  seller = await trader(app, await fundedWallet(rpcUrl))
})
afterAll(() => app.close())

const newTrader = async () => trader(app, await fundedWallet(rpcUrl))
/** A line of the test address that no other field or fixture contains. */
const STREET = shippingAddressInput.line1

describe('shipping addresses', () => {
  it('are required for a physical item, stored with the order and shown to its buyer', async () => {
    const listing = await createListing(seller)
    const buyer = await newTrader()
    const missing = await buyer.call('POST', '/api/marketplace/orders', {
      listingId: listing.id,
      quantity: 1,
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().code).toBe('SHIPPING_ADDRESS_REQUIRED')

    const order = await placeOrder(buyer, listing.id)
    const read = await buyer.call('GET', `/api/marketplace/orders/${order.id}`)
    expect(read.json().data.shippingAddress).toEqual(shippingAddressInput)
    const mine = await buyer.call('GET', '/api/marketplace/orders?as=buyer')
    expect(mine.json().data[0].shippingAddress).toEqual(shippingAddressInput)
  })

  it('are refused for a digital item, whose orders carry none', async () => {
    const listing = await createListing(seller, { category: 'digital', title: 'Sample pack' })
    const read = await app.inject({ method: 'GET', url: `/api/marketplace/listings/${listing.id}` })
    expect(read.json().data.kind).toBe('digital')
    const buyer = await newTrader()
    const refused = await buyer.call('POST', '/api/marketplace/orders', {
      listingId: listing.id,
      quantity: 1,
      shippingAddress: shippingAddressInput,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('SHIPPING_ADDRESS_NOT_ALLOWED')

    const order = await placeOrder(buyer, listing.id, 1, null)
    const read2 = await buyer.call('GET', `/api/marketplace/orders/${order.id}`)
    expect(read2.json().data.shippingAddress).toBeNull()
  })

  it('follow the kind the seller chose over the category’s default', async () => {
    const listing = await createListing(seller, { category: 'crafts', kind: 'digital' })
    const buyer = await newTrader()
    expect((await placeOrder(buyer, listing.id, 1, null)).status).toBe('awaiting_payment')
  })

  it('are refused when malformed, with the field named and the value not echoed', async () => {
    const listing = await createListing(seller)
    const buyer = await newTrader()
    const res = await buyer.call('POST', '/api/marketplace/orders', {
      listingId: listing.id,
      quantity: 1,
      shippingAddress: { ...shippingAddressInput, city: '', line1: 'Line\nbreak street' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
    expect(res.body).toContain('body.shippingAddress.city')
    expect(res.body).not.toContain('break street')
  })

  it('are shown to the seller, hidden from strangers, admins and public responses', async () => {
    const listing = await createListing(seller)
    const buyer = await newTrader()
    const order = await placeOrder(buyer, listing.id)

    const bySeller = await seller.call('GET', `/api/marketplace/orders/${order.id}`)
    expect(bySeller.json().data.shippingAddress).toEqual(shippingAddressInput)
    const toShip = await seller.call('GET', `/api/sellers/${seller.address}/orders`)
    const listed = toShip.json().data.find((entry: { id: string }) => entry.id === order.id)
    expect(listed.shippingAddress).toEqual(shippingAddressInput)

    const stranger = await newTrader()
    const refused = await stranger.call('GET', `/api/marketplace/orders/${order.id}`)
    expect(refused.statusCode).toBe(404)
    expect(refused.body).not.toContain(STREET)
    expect(
      (await stranger.call('GET', '/api/marketplace/orders/last-shipping-address')).json(),
    ).toMatchObject({ data: null })

    // an admin reads orders, but the address only while arbitrating a dispute
    const admin = bearer(await adminToken(app))
    const byAdmin = await app.inject({
      method: 'GET',
      url: `/api/marketplace/orders/${order.id}`,
      headers: admin,
    })
    expect(byAdmin.statusCode).toBe(200)
    expect(byAdmin.json().data.shippingAddress).toBeNull()

    for (const url of [
      `/api/marketplace/listings/${listing.id}`,
      `/api/marketplace/listings?seller=${seller.address}`,
      `/api/sellers/${seller.address}/store`,
      `/api/sellers/${seller.address}/listings`,
      `/api/sellers/${seller.address}/profile`,
    ]) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).not.toContain(STREET)
    }
    const notifications = await seller.call('GET', `/api/sellers/${seller.address}/notifications`)
    expect(notifications.body).not.toContain(STREET)
  })

  it('are shown to an admin arbitrating the order’s dispute', async () => {
    const listing = await createListing(seller)
    const buyer = await newTrader()
    const order = await placeOrder(buyer, listing.id)
    const hash = await buyer.wallet.sendTransaction({
      to: order.payment.to,
      value: parseEther('0.05'),
    })
    await buyer.wallet.waitForTransactionReceipt({ hash })
    const paid = await buyer.call('POST', `/api/marketplace/orders/${order.id}/payment`, {
      txHash: hash,
    })
    expect(paid.json().data.status).toBe('paid')
    const disputed = await buyer.call('POST', `/api/marketplace/orders/${order.id}/dispute`, {
      reason: 'The parcel never arrived',
    })
    expect(disputed.json().data.status).toBe('disputed')

    const admin = bearer(await adminToken(app))
    const byAdmin = await app.inject({
      method: 'GET',
      url: `/api/marketplace/orders/${order.id}`,
      headers: admin,
    })
    expect(byAdmin.json().data.shippingAddress).toEqual(shippingAddressInput)
  })

  it('offers the buyer’s last address again, and only to that buyer', async () => {
    const listing = await createListing(seller)
    const buyer = await newTrader()
    const none = await buyer.call('GET', '/api/marketplace/orders/last-shipping-address')
    expect(none.statusCode).toBe(200)
    expect(none.json().data).toBeNull()
    expect(none.headers['cache-control']).toBe('no-store')

    await placeOrder(buyer, listing.id)
    const moved = { ...shippingAddressInput, line1: '1 Analytical Row', line2: '' }
    await placeOrder(buyer, listing.id, 1, moved)
    const last = await buyer.call('GET', '/api/marketplace/orders/last-shipping-address')
    expect(last.json().data).toEqual(moved)

    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/marketplace/orders/last-shipping-address',
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('are stored once when the same order is sent twice with one Idempotency-Key', async () => {
    const listing = await createListing(seller, { quantity: 3 })
    const buyer = await newTrader()
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/marketplace/orders',
        headers: { ...buyer.headers, [IDEMPOTENCY_HEADER]: `checkout-${listing.id}` },
        payload: { listingId: listing.id, quantity: 1, shippingAddress: shippingAddressInput },
      })
    const first = await send()
    const second = await send()
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(201)
    expect(second.json().data.id).toBe(first.json().data.id)
    const mine = (await buyer.call('GET', '/api/marketplace/orders?as=buyer')).json().data
    expect(mine).toHaveLength(1)
    const stock = await app.inject({
      method: 'GET',
      url: `/api/marketplace/listings/${listing.id}`,
    })
    expect(stock.json().data.quantity).toBe(2)
  })

  it('never reach the logs', () => {
    expect(logLines.length).toBeGreaterThan(0)
    const log = logLines.join('')
    expect(log).not.toContain(STREET)
    expect(log).not.toContain(shippingAddressInput.postalCode)
  })
})
