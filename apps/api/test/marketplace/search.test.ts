import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fundedWallet } from '../chain/fundedWallets.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createListing, type Trader, trader } from './market.ts'

const rpcUrl = inject('localRpcUrl')
let app: TestApp
let seller: Trader
let other: Trader
const ids: Record<string, string> = {}

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: rpcUrl, USDC_ADDRESS_31337: `0x${'1'.repeat(40)}` })
  seller = await trader(app, await fundedWallet(rpcUrl))
  other = await trader(app, await fundedWallet(rpcUrl))
  ids.bowl = (
    await createListing(seller, {
      title: 'Ceramic bowl',
      description: 'A small bowl',
      priceAmount: '0.02',
    })
  ).id
  ids.vase = (
    await createListing(seller, {
      title: 'Tall vase',
      description: 'Ceramic vase with a celadon glaze',
      priceAmount: '0.09',
    })
  ).id
  ids.print = (
    await createListing(other, {
      title: 'Risograph print',
      description: 'Two colours',
      category: 'art',
      priceAmount: '0.01',
    })
  ).id
  ids.zine = (
    await createListing(other, {
      title: 'Zine',
      description: 'Risograph zine',
      category: 'books',
      currency: 'USDC',
      priceAmount: '8',
    })
  ).id
})
afterAll(() => app.close())

async function search(query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/marketplace/listings?${query}` })
  expect(res.statusCode).toBe(200)
  return res.json() as { data: { id: string }[]; nextCursor: string | null }
}
const found = async (query: string) => (await search(query)).data.map((l) => l.id)

describe('listing search', () => {
  it('ranks title matches above description matches', async () => {
    expect(await found('q=ceramic')).toEqual([ids.bowl, ids.vase])
  })

  it('understands plain words and stems', async () => {
    expect(await found('q=glazes')).toEqual([ids.vase])
    expect(await found('q=risograph')).toEqual(expect.arrayContaining([ids.print, ids.zine]))
  })

  it('filters by category, currency, seller and price', async () => {
    expect(await found('category=art')).toEqual([ids.print])
    expect(await found('currency=USDC')).toEqual([ids.zine])
    expect((await found(`seller=${other.address}`)).sort()).toEqual([ids.print, ids.zine].sort())
    expect(await found('currency=ETH&minPrice=0.015&maxPrice=0.05')).toEqual([ids.bowl])
  })

  it('sorts by price both ways and by newest', async () => {
    expect(await found('currency=ETH&sort=price_asc')).toEqual([ids.print, ids.bowl, ids.vase])
    expect(await found('currency=ETH&sort=price_desc')).toEqual([ids.vase, ids.bowl, ids.print])
    expect(await found('sort=newest')).toEqual([ids.zine, ids.print, ids.vase, ids.bowl])
  })

  it.each(['newest', 'price_asc', 'price_desc', 'relevance'])(
    'pages through every match exactly once (%s)',
    async (sort) => {
      const seen: string[] = []
      let cursor: string | null = null
      const q = sort === 'relevance' ? 'q=ceramic OR risograph OR vase&' : ''
      do {
        const page: { data: { id: string }[]; nextCursor: string | null } = await search(
          `${q}sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        )
        seen.push(...page.data.map((l) => l.id))
        cursor = page.nextCursor
      } while (cursor)
      expect(new Set(seen).size).toBe(seen.length)
      expect(seen).toHaveLength(4)
    },
  )

  it('sorts by value in USD across currencies: 8 USDC comes before 0.01 ETH ($24)', async () => {
    expect(await found('sort=price_asc')).toEqual([ids.zine, ids.print, ids.bowl, ids.vase])
    expect(await found('sort=price_desc')).toEqual([ids.vase, ids.bowl, ids.print, ids.zine])
  })

  it('filters by value in USD when no currency is chosen, bounds included', async () => {
    expect(await found('minPrice=20&maxPrice=50&sort=price_asc')).toEqual([ids.print, ids.bowl])
    expect(await found('minPrice=48&maxPrice=48')).toEqual([ids.bowl])
    expect(await found('maxPrice=10')).toEqual([ids.zine])
    expect(await found('minPrice=30&sort=newest')).toEqual([ids.vase, ids.bowl])
  })

  it('filters within a chosen currency in that currency', async () => {
    expect(await found('currency=USDC&minPrice=5')).toEqual([ids.zine])
    expect(await found('currency=USDC&minPrice=20')).toEqual([])
    expect(await found('currency=ETH&maxPrice=0.015&sort=price_asc')).toEqual([ids.print])
  })

  it('refuses a price cursor it did not hand out with 400, not a database error', async () => {
    const forged = Buffer.from(JSON.stringify({ at: 'NaN', id: ids.bowl })).toString('base64url')
    const res = await app.inject({
      method: 'GET',
      url: `/api/marketplace/listings?sort=price_asc&cursor=${forged}`,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
  })

  it('refuses a minimum above the maximum with 400 at the field', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/marketplace/listings?minPrice=50&maxPrice=9.5',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        fields: [{ field: 'querystring.minPrice', message: 'must not be above the maximum price' }],
      },
    })
  })

  it('leaves out removed listings', async () => {
    const gone = await createListing(seller, { title: 'Ceramic cup' })
    await seller.call('DELETE', `/api/marketplace/listings/${gone.id}`)
    expect(await found('q=cup')).toEqual([])
  })
})

describe('price paging across currencies', () => {
  it('pages one by one through equal values in two currencies, each once, ties by id', async () => {
    // 48 USDC is worth exactly what 0.02 ETH is (48 USD at the built-in table)
    const tie = (
      await createListing(other, { title: 'Tea bowl', currency: 'USDC', priceAmount: '48' })
    ).id
    const tied = [ids.bowl, tie].sort() as [string, string]
    for (const [sort, expected] of [
      ['price_asc', [...tied, ids.vase]],
      ['price_desc', [ids.vase, ...[...tied].reverse()]],
    ] as const) {
      const seen: string[] = []
      let cursor: string | null = null
      do {
        const page: { data: { id: string }[]; nextCursor: string | null } = await search(
          `minPrice=40&sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        )
        seen.push(...page.data.map((l) => l.id))
        cursor = page.nextCursor
      } while (cursor)
      expect(seen).toEqual(expected)
    }
  })
})

describe('listing search without the price table', () => {
  it('says USD prices are unavailable instead of inventing rates, and still searches otherwise', async () => {
    const live = await createTestApp({ PRICE_FEED_URL: 'http://127.0.0.1:9/simple/price' })
    try {
      const get = (query: string) =>
        live.inject({ method: 'GET', url: `/api/marketplace/listings?${query}` })
      for (const query of ['sort=price_asc', 'minPrice=10']) {
        const res = await get(query)
        expect(res.statusCode).toBe(503)
        expect(res.json()).toMatchObject({
          code: 'USD_PRICES_UNAVAILABLE',
          error:
            'Prices in USD are unavailable right now: choose a currency to sort or filter by price',
        })
      }
      expect((await get('currency=ETH&sort=price_asc&minPrice=0.1')).statusCode).toBe(200)
      expect((await get('sort=newest')).statusCode).toBe(200)
    } finally {
      await live.close()
    }
  })
})

describe('GET /api/prices/convert', () => {
  it('converts with the built-in table', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/prices/convert?from=ETH&to=USD&amount=2',
    })
    expect(res.json()).toEqual({
      success: true,
      converted: 4800,
      rate: 2400,
      source: 'built-in',
      updatedAt: null,
    })
  })

  it('converts fiat back to crypto', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/prices/convert?from=USD&to=ETH&amount=1200',
    })
    expect(res.json().converted).toBe(0.5)
  })

  it('refuses an unknown pair with 400', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/prices/convert?from=DOGE&to=USD&amount=1',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('PAIR_UNSUPPORTED')
  })

  it('says so when a configured live feed is down, instead of inventing rates', async () => {
    const live = await createTestApp({ PRICE_FEED_URL: 'http://127.0.0.1:9/simple/price' })
    try {
      const res = await live.inject({
        method: 'GET',
        url: '/api/prices/convert?from=ETH&to=USD&amount=1',
      })
      expect(res.statusCode).toBe(503)
      expect(res.json().code).toBe('PRICE_FEED_UNAVAILABLE')
    } finally {
      await live.close()
    }
  })
})
