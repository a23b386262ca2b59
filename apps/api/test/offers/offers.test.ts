import type { InboxNotification } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { liveEvents } from '../../src/db/schema/live.ts'
import { users } from '../../src/db/schema/users.ts'
import { deployTestEscrow, escrowCall } from '../chain/escrow.ts'
import { type FundedWallet, fundedWallet } from '../chain/fundedWallets.ts'
import { testClock } from '../clock.ts'
import { createListing, shippingAddressInput, type Trader, trader } from '../marketplace/market.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

const rpcUrl = inject('localRpcUrl')
const clock = testClock()
let app: TestApp
let escrow: Address
let arbiter: FundedWallet
let seller: Trader

beforeAll(async () => {
  arbiter = await fundedWallet(rpcUrl)
  escrow = await deployTestEscrow(arbiter, arbiter.account.address)
  app = await createTestApp({ RPC_URL_31337: rpcUrl, ESCROW_ADDRESS_31337: escrow }, { clock })
  seller = await trader(app, await fundedWallet(rpcUrl))
})
afterAll(() => app.close())

const newBuyer = async () => trader(app, await fundedWallet(rpcUrl))

const offerOn = (buyer: Trader, listingId: string, body: Record<string, unknown> = {}) =>
  buyer.call('POST', `/api/marketplace/listings/${listingId}/offers`, {
    amount: '0.03',
    quantity: 2,
    expiresInHours: 24,
    message: 'Would you take this?',
    shippingAddress: shippingAddressInput,
    ...body,
  })

const move = (who: Trader, offerId: string, step: string, body?: object) =>
  who.call('POST', `/api/marketplace/offers/${offerId}/${step}`, body ?? {})

async function offerNotices(user: Trader, count: number) {
  const read = async () =>
    ((await user.call('GET', '/api/notifications')).json().data as InboxNotification[]).filter(
      (notice) => notice.kind === 'offer',
    )
  await expect.poll(async () => (await read()).length).toBe(count)
  return read()
}

/** The live frames stored for `person` (what `/api/live` sends and replays), oldest first. */
async function liveFramesOf(user: Trader) {
  const rows = await app.ctx.db
    .select({ type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .innerJoin(users, eq(users.id, liveEvents.userId))
    .where(eq(users.address, user.address.toLowerCase()))
    .orderBy(liveEvents.id)
  return rows
}

describe('offers', () => {
  it('are countered, accepted at the counter, and paid on the local chain at that price', async () => {
    const listing = await createListing(seller, { priceAmount: '0.05', quantity: 3 })
    const buyer = await newBuyer()
    const made = await offerOn(buyer, listing.id)
    expect(made.statusCode).toBe(201)
    const offer = made.json().data
    expect(offer).toMatchObject({
      status: 'open',
      amount: '0.03',
      quantity: 2,
      currency: 'ETH',
      viewerRole: 'buyer',
      orderId: null,
    })
    expect((await offerOn(buyer, listing.id)).json().code).toBe('OFFER_ALREADY_OPEN')

    const stranger = await newBuyer()
    expect((await move(stranger, offer.id, 'accept')).statusCode).toBe(404)
    const early = await move(buyer, offer.id, 'accept')
    expect(early.statusCode).toBe(403)
    expect(early.json().code).toBe('OFFER_OTHER_PARTY_TURN')
    expect((await move(seller, offer.id, 'withdraw')).json().code).toBe('OFFER_OTHER_PARTY_TURN')
    expect((await move(buyer, offer.id, 'counter', { amount: '0.01' })).statusCode).toBe(403)

    const countered = await move(seller, offer.id, 'counter', { amount: '0.04' })
    expect(countered.json().data).toMatchObject({ status: 'countered', counterAmount: '0.04' })
    expect((await move(seller, offer.id, 'accept')).json().code).toBe('OFFER_OTHER_PARTY_TURN')
    expect((await offerNotices(buyer, 1))[0]?.data).toMatchObject({
      offerId: offer.id,
      status: 'countered',
      role: 'buyer',
    })

    // both parties hear of the counter live; the buyer, who must answer, in the inbox too
    for (const party of [buyer, seller])
      await expect
        .poll(async () => liveFramesOf(party))
        .toEqual(
          expect.arrayContaining([
            { type: 'offer.changed', data: { offerId: offer.id, status: 'countered' } },
          ]),
        )
    expect((await liveFramesOf(buyer)).map((frame) => frame.type)).toContain('notification.new')

    const accepted = await move(buyer, offer.id, 'accept')
    expect(accepted.statusCode).toBe(200)
    const { orderId } = accepted.json().data
    expect(accepted.json().data.status).toBe('accepted')
    expect(orderId).toEqual(expect.any(String))
    expect((await move(buyer, offer.id, 'withdraw')).json().code).toBe('OFFER_STATE_INVALID')
    const notices = await offerNotices(seller, 2)
    expect(notices.map((notice) => notice.data)).toEqual(
      expect.arrayContaining([expect.objectContaining({ offerId: offer.id, status: 'accepted' })]),
    )

    const order = (await buyer.call('GET', `/api/marketplace/orders/${orderId}`)).json().data
    expect(order).toMatchObject({ status: 'awaiting_payment', quantity: 2 })
    expect(order.payment.amountWei).toBe((80n * 10n ** 15n).toString())
    const shown = await app.inject({
      method: 'GET',
      url: `/api/marketplace/listings/${listing.id}`,
    })
    expect(shown.json().data.quantity).toBe(1)

    const funded = await escrowCall(buyer.wallet, escrow, {
      functionName: 'fund',
      orderId,
      seller: seller.address,
      amount: BigInt(order.payment.amountWei),
    })
    const paid = await buyer.call('POST', `/api/marketplace/orders/${orderId}/payment`, {
      txHash: funded.transactionHash,
    })
    expect(paid.statusCode).toBe(200)
    expect(paid.json().data.status).toBe('paid')
  })

  it('are refused where the listing does not take them, below its minimum, or malformed', async () => {
    const buyer = await newBuyer()
    const closed = await createListing(seller, { acceptsOffers: false })
    expect((await offerOn(buyer, closed.id)).json().code).toBe('OFFERS_NOT_ACCEPTED')
    const floor = await createListing(seller, { minimumOffer: '0.02' })
    const low = await offerOn(buyer, floor.id, { amount: '0.019' })
    expect(low.statusCode).toBe(400)
    expect(low.json().code).toBe('OFFER_TOO_LOW')
    expect((await offerOn(seller, floor.id)).json().code).toBe('OWN_LISTING')
    expect((await offerOn(buyer, floor.id, { expiresInHours: 169 })).statusCode).toBe(400)
    expect((await offerOn(buyer, floor.id, { expiresInHours: 0 })).statusCode).toBe(400)
    expect((await offerOn(buyer, floor.id, { quantity: 4 })).json().code).toBe('LISTING_SOLD_OUT')
    const noAddress = await offerOn(buyer, floor.id, { shippingAddress: undefined })
    expect(noAddress.json().code).toBe('SHIPPING_ADDRESS_REQUIRED')
    const tooFine = await offerOn(buyer, floor.id, { amount: '0.0300000000000000001' })
    expect(tooFine.statusCode).toBe(400)

    const declined = (await offerOn(buyer, floor.id)).json().data
    const answer = await move(seller, declined.id, 'decline')
    expect(answer.json().data.status).toBe('declined')
    const again = (await offerOn(buyer, floor.id, { amount: '0.025' })).json().data
    expect(again.status).toBe('open')
    expect((await move(buyer, again.id, 'withdraw')).json().data.status).toBe('withdrawn')
    const mine = await seller.call('GET', '/api/marketplace/offers?role=seller&status=declined')
    expect(mine.json().data.map((offer: { id: string }) => offer.id)).toContain(declined.id)
    expect(mine.json().data.every((o: { status: string }) => o.status === 'declined')).toBe(true)
  })

  it('expire with the clock: no answer after, and a new offer may follow', async () => {
    const listing = await createListing(seller)
    const buyer = await newBuyer()
    const offer = (await offerOn(buyer, listing.id, { expiresInHours: 1 })).json().data
    clock.advance(61 * 60 * 1000)
    const late = await move(seller, offer.id, 'accept')
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('OFFER_STATE_INVALID')
    const listed = await buyer.call('GET', '/api/marketplace/offers?role=buyer')
    expect(listed.json().data[0]).toMatchObject({ id: offer.id, status: 'expired' })
    expect((await offerOn(buyer, listing.id)).statusCode).toBe(201)
  })
})
