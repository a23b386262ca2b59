import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { listingInput } from './market.ts'

let app: TestApp
let seller: SignedInUser

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: 'http://127.0.0.1:9' })
  seller = await signedInUser(app)
})
afterAll(() => app.close())

const BAD_PRICES = [
  'abc',
  '',
  '1.2.3',
  'Infinity',
  '-1',
  '0',
  '0.0',
  'NaN',
  '1e5',
  '0x10',
  ' 1',
  '1 ',
  '+1',
  '1.',
  '.5',
]

async function newListing(overrides: Record<string, unknown> = {}) {
  const res = await seller.call('POST', '/api/marketplace/listings', {
    ...listingInput,
    ...overrides,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as { id: string; priceAmount: string }
}

function expectPriceRefused(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(400)
  const body = res.json() as { code: string; details: { fields: { field: string }[] } }
  expect(body.code).toBe('VALIDATION_FAILED')
  expect(body.details.fields.map((f) => f.field)).toContain('body.priceAmount')
}

describe('listing prices: create and edit share one rule', () => {
  it('refuses every malformed price on create', async () => {
    // another seller: creating listings has a per-minute limit of its own
    const newcomer = await signedInUser(app)
    for (const price of BAD_PRICES) {
      expectPriceRefused(
        await newcomer.call('POST', '/api/marketplace/listings', {
          ...listingInput,
          priceAmount: price,
        }),
      )
    }
  })

  it('refuses the same prices on edit, leaving the listing as it was', async () => {
    const listing = await newListing()
    for (const price of BAD_PRICES) {
      expectPriceRefused(
        await seller.call('PATCH', `/api/marketplace/listings/${listing.id}`, {
          priceAmount: price,
        }),
      )
    }
    const after = await app.inject({
      method: 'GET',
      url: `/api/marketplace/listings/${listing.id}`,
    })
    expect(after.json().data.priceAmount).toBe(listing.priceAmount)
  })

  it('accepts a plain positive decimal on edit, within the stored currency’s decimals', async () => {
    const listing = await newListing({ currency: 'ETH' })
    const ok = await seller.call('PATCH', `/api/marketplace/listings/${listing.id}`, {
      priceAmount: '12.000000000000000001',
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data.priceAmount).toBe('12.000000000000000001')
    expectPriceRefused(
      await seller.call('PATCH', `/api/marketplace/listings/${listing.id}`, {
        priceAmount: '1.0000000000000000001',
      }),
    )
  })

  it('lets the database refuse a non-positive or NaN price on a listing for sale', async () => {
    const listing = await newListing()
    for (const price of ['NaN', '-1', '0']) {
      await expect(
        app.ctx.db.execute(
          sql`update listings set price_amount = ${price} where id = ${listing.id}`,
        ),
      ).rejects.toThrow()
    }
  })

  it('has a migration that takes down listings stored with a bad price', async () => {
    const good = await newListing()
    const bad = await newListing()
    await app.ctx.db.execute(sql`alter table listings drop constraint listings_price_positive`)
    await app.ctx.db.execute(sql`update listings set price_amount = 'NaN' where id = ${bad.id}`)
    const migration = readFileSync(
      new URL('../../src/db/migrations/0006_listing_price_positive.sql', import.meta.url),
      'utf8',
    )
    for (const statement of migration.split('--> statement-breakpoint'))
      await app.ctx.db.execute(sql.raw(statement))
    const statusOf = async (id: string) =>
      (await app.inject({ method: 'GET', url: `/api/marketplace/listings/${id}` })).json().data
        ?.status
    expect(await statusOf(good.id)).toBe('active')
    expect(await statusOf(bad.id)).not.toBe('active')
  })
})
