import {
  ORDER_PAYMENT_WINDOW_MS,
  UNPAID_ORDERS_PER_BUYER,
  UNPAID_UNITS_PER_LISTING,
} from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expireOverdueOrders } from '../../src/features/marketplace/orderStore.ts'
import { testClock } from '../clock.ts'
import { type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { listingInput, shippingAddressInput } from './market.ts'

const clock = testClock()
let app: TestApp
let seller: SignedInUser

beforeAll(async () => {
  // the chain is never asked: nobody here pays
  app = await createTestApp({ RPC_URL_31337: 'http://127.0.0.1:9' }, { clock })
  seller = await signedInUser(app)
})
afterAll(() => app.close())

async function newListing(quantity: number) {
  const res = await seller.call('POST', '/api/marketplace/listings', { ...listingInput, quantity })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id as string
}
const order = (buyer: SignedInUser, listingId: string, quantity: number) =>
  buyer.call('POST', '/api/marketplace/orders', {
    listingId,
    quantity,
    shippingAddress: shippingAddressInput,
  })
const stockOf = async (listingId: string) =>
  (await app.inject({ method: 'GET', url: `/api/marketplace/listings/${listingId}` })).json().data
    .quantity as number

describe('unpaid orders cannot hoard stock', () => {
  it('lets an honest buyer buy while a stranger sits on an unpaid order', async () => {
    const listingId = await newListing(20)
    const hoarder = await signedInUser(app)

    const greedy = await order(hoarder, listingId, 1000)
    expect(greedy.statusCode).toBe(409)
    expect(greedy.json()).toMatchObject({ code: 'UNPAID_LIMIT' })
    expect((await order(hoarder, listingId, UNPAID_UNITS_PER_LISTING)).statusCode).toBe(201)
    const more = await order(hoarder, listingId, 1)
    expect(more.json()).toMatchObject({ code: 'UNPAID_LIMIT' })
    expect(await stockOf(listingId)).toBe(20 - UNPAID_UNITS_PER_LISTING)

    const honest = await signedInUser(app)
    expect((await order(honest, listingId, 1)).statusCode).toBe(201)
  })

  it('caps the unpaid orders one buyer holds across listings, and a cancel frees a slot', async () => {
    const hoarder = await signedInUser(app)
    const listings = []
    for (let i = 0; i <= UNPAID_ORDERS_PER_BUYER; i++) listings.push(await newListing(3))
    const placed = []
    for (const listingId of listings.slice(0, UNPAID_ORDERS_PER_BUYER)) {
      const res = await order(hoarder, listingId, 1)
      expect(res.statusCode).toBe(201)
      placed.push(res.json().data.id as string)
    }
    const last = listings[UNPAID_ORDERS_PER_BUYER] as string
    expect((await order(hoarder, last, 1)).json()).toMatchObject({ code: 'UNPAID_ORDERS_LIMIT' })

    const cancel = await hoarder.call('POST', `/api/marketplace/orders/${placed[0]}/cancel`)
    expect(cancel.json().data.status).toBe('cancelled')
    expect(await stockOf(listings[0] as string)).toBe(3)
    expect((await order(hoarder, last, 1)).statusCode).toBe(201)
  })

  it('gives held stock back when the short payment window ends', async () => {
    expect(ORDER_PAYMENT_WINDOW_MS).toBeLessThanOrEqual(15 * 60 * 1000)
    const listingId = await newListing(2)
    const buyer = await signedInUser(app)
    expect((await order(buyer, listingId, 2)).statusCode).toBe(201)
    expect(await stockOf(listingId)).toBe(0)
    clock.advance(ORDER_PAYMENT_WINDOW_MS + 1000)
    await expireOverdueOrders(app.ctx)
    expect(await stockOf(listingId)).toBe(2)
    // and the hold no longer counts against the buyer
    expect((await order(buyer, listingId, 2)).statusCode).toBe(201)
  })
})
