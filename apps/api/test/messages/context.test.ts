import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { listingInput, shippingAddressInput } from '../marketplace/market.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { anyClientIp, bearer } from '../wallets.ts'
import { type Messenger, messenger, send } from './messaging.ts'

let app: TestApp

beforeAll(async () => {
  // listings and orders are on the local chain
  app = await createTestApp({ RPC_URL_31337: inject('localRpcUrl') })
})
afterAll(() => app.close())

async function listingOf(seller: Messenger) {
  const res = await seller.call('POST', '/api/marketplace/listings', listingInput)
  if (res.statusCode !== 201) throw new Error(`listing refused: ${res.body}`)
  return res.json().data as { id: string }
}

async function orderOf(buyer: Messenger, listingId: string) {
  const res = await buyer.call('POST', '/api/marketplace/orders', {
    listingId,
    quantity: 1,
    shippingAddress: shippingAddressInput,
  })
  if (res.statusCode !== 201) throw new Error(`order refused: ${res.body}`)
  return res.json().data as { id: string }
}

/** An account registered with an e-mail and a password, no wallet linked. */
async function emailOnlyToken() {
  const n = crypto.randomUUID().slice(0, 8)
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      handle: `mail_${n}`,
      email: `mail.${n}@agora.example`,
      password: 'correct horse battery',
    },
    remoteAddress: anyClientIp(),
  })
  if (res.statusCode !== 201) throw new Error(`registration refused: ${res.body}`)
  return res.json().token as string
}

describe('what a message is about', () => {
  it('carries a listing or an order between the two as its context', async () => {
    const [buyer, seller] = [await messenger(app), await messenger(app)]
    const listing = await listingOf(seller)
    const asked = await send(buyer, seller, 'is it still for sale?', {
      context: { listingId: listing.id },
    })
    expect(asked.statusCode).toBe(201)
    expect(asked.json().data.context).toEqual({ listingId: listing.id })

    const order = await orderOf(buyer, listing.id)
    const about = await send(buyer, seller, 'when does it ship?', {
      context: { orderId: order.id },
    })
    expect(about.statusCode).toBe(201)
    // the seller answers about the same order, from their side of it
    const answer = await send(seller, buyer, 'tomorrow', { context: { orderId: order.id } })
    expect(answer.statusCode).toBe(201)
    expect(answer.json().data.context).toEqual({ orderId: order.id })
  })

  it('refuses a listing that does not exist with 404 LISTING_NOT_FOUND, storing nothing', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    const res = await send(alice, bob, 'about a ghost', {
      context: { listingId: crypto.randomUUID() },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('LISTING_NOT_FOUND')
    expect((await bob.call('GET', '/api/conversations')).json().data).toEqual([])
  })

  it('refuses an order between other people with 404 MESSAGE_ORDER_NOT_FOUND', async () => {
    const [buyer, seller, mallory] = [
      await messenger(app),
      await messenger(app),
      await messenger(app),
    ]
    const order = await orderOf(buyer, (await listingOf(seller)).id)
    // a stranger to the order, writing to either party about it
    for (const party of [seller, buyer]) {
      const res = await send(mallory, party, 'about your order', {
        context: { orderId: order.id },
      })
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe('MESSAGE_ORDER_NOT_FOUND')
    }
    // and the order's buyer writing to a third person about it
    const elsewhere = await send(buyer, mallory, 'look what I bought', {
      context: { orderId: order.id },
    })
    expect(elsewhere.statusCode).toBe(404)
    expect(elsewhere.json().code).toBe('MESSAGE_ORDER_NOT_FOUND')
  })
})

describe('e-mail-only accounts', () => {
  it('are asked to link a wallet before publishing a key or sending, with 403 MESSAGING_WALLET_REQUIRED', async () => {
    const bob = await messenger(app)
    const headers = bearer(await emailOnlyToken())
    const key = await app.inject({
      method: 'PUT',
      url: '/api/messages/keys',
      headers,
      payload: {
        publicKey: Buffer.alloc(32, 1).toString('base64'),
        wrappedPrivateKey: (await bob.call('GET', '/api/messages/keys')).json().data
          .wrappedPrivateKey,
      },
    })
    expect(key.statusCode).toBe(403)
    expect(key.json().code).toBe('MESSAGING_WALLET_REQUIRED')

    const message = await app.inject({
      method: 'POST',
      url: '/api/messages',
      headers,
      payload: { recipient: bob.address, envelope: bob.seal(bob, 'from nowhere') },
    })
    expect(message.statusCode).toBe(403)
    expect(message.json().code).toBe('MESSAGING_WALLET_REQUIRED')
  })
})
