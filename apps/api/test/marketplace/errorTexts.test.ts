import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fundedWallet } from '../chain/fundedWallets.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createListing, listingInput, placeOrder, type Trader, trader } from './market.ts'

const rpcUrl = inject('localRpcUrl')
let app: TestApp
let seller: Trader
let buyer: Trader

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: rpcUrl })
  seller = await trader(app, await fundedWallet(rpcUrl))
  buyer = await trader(app, await fundedWallet(rpcUrl))
})
afterAll(() => app.close())

/** The same request in English and in Spanish: the code and values stay, the words change. */
async function inBoth(who: Trader, method: 'POST', url: string, payload: object) {
  const ask = (language: string) =>
    app.inject({ method, url, payload, headers: { ...who.headers, 'accept-language': language } })
  return { en: await ask('en'), es: await ask('es') }
}

describe('marketplace refusals are written from their code and values', () => {
  it('words a price with more decimals than its currency has at its field, in either language', async () => {
    const { en, es } = await inBoth(seller, 'POST', '/api/marketplace/listings', {
      ...listingInput,
      priceAmount: '1.1234567',
      currency: 'USDC',
    })
    const field = {
      field: 'body.priceAmount',
      code: 'PRICE_DECIMALS_TOO_MANY',
      params: { decimals: 6, currency: 'USDC' },
    }
    expect(en.statusCode).toBe(400)
    expect(en.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error:
        'Invalid request: body.priceAmount must be a decimal above 0 with at most 6 decimals for USDC',
      details: {
        fields: [
          { ...field, message: 'must be a decimal above 0 with at most 6 decimals for USDC' },
        ],
      },
    })
    expect(es.json().details.fields).toEqual([
      {
        ...field,
        message: 'debe ser un decimal mayor que 0 con 6 decimales como máximo para USDC',
      },
    ])
  })

  it('names the least offer the seller takes, and a step the order’s status refuses', async () => {
    const listing = await createListing(seller, { acceptsOffers: true, minimumOffer: '0.02' })
    const low = await inBoth(buyer, 'POST', `/api/marketplace/listings/${listing.id}/offers`, {
      amount: '0.01',
      quantity: 1,
      expiresInHours: 24,
    })
    expect(low.en.statusCode).toBe(400)
    expect(low.en.json()).toEqual({
      success: false,
      code: 'OFFER_TOO_LOW',
      params: { minimum: '0.02', currency: 'ETH' },
      error: 'The seller takes offers from 0.02 ETH per item',
    })
    expect(low.es.json().error).toBe('El vendedor acepta ofertas desde 0.02 ETH por artículo')

    const order = await placeOrder(buyer, listing.id)
    const early = await inBoth(
      buyer,
      'POST',
      `/api/marketplace/orders/${order.id}/confirm-delivery`,
      {},
    )
    expect(early.en.statusCode).toBe(409)
    expect(early.en.json()).toMatchObject({
      code: 'ORDER_STATE_INVALID',
      params: { status: 'awaiting_payment', step: 'delivered' },
      error: 'An order that is awaiting_payment cannot be delivered',
    })
    expect(early.es.json().error).toBe(
      'Un pedido pendiente de pago no se puede marcar como entregado',
    )
  })
})
