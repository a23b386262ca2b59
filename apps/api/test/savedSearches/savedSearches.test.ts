import { type InboxNotification, SAVED_SEARCHES_PER_USER } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fundedWallet } from '../chain/fundedWallets.ts'
import { createListing, type Trader, trader } from '../marketplace/market.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

const rpcUrl = inject('localRpcUrl')
let app: TestApp
let seller: Trader

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: rpcUrl })
  seller = await trader(app, await fundedWallet(rpcUrl))
})
afterAll(() => app.close())

const newUser = async () => trader(app, await fundedWallet(rpcUrl))
const save = (who: Trader, search: object) =>
  who.call('POST', '/api/marketplace/saved-searches', search)
const alertsOf = async (who: Trader) =>
  ((await who.call('GET', '/api/notifications')).json().data as InboxNotification[]).filter(
    (notice) => notice.kind === 'savedSearch',
  )

describe('saved searches', () => {
  it('tell the person of a new listing that matches, and no one else', async () => {
    const watcher = await newUser()
    const other = await newUser()
    const saved = await save(watcher, {
      q: 'teapot',
      category: 'crafts',
      currency: 'ETH',
      maxPrice: '0.1',
      chainId: 31337,
    })
    expect(saved.statusCode).toBe(201)
    const search = saved.json().data
    expect(search).toMatchObject({ q: 'teapot', currency: 'ETH', maxPrice: '0.1', minPrice: null })
    expect((await save(other, { q: 'teapot', currency: 'USDC' })).statusCode).toBe(201)
    // the seller's own search never tells them of their own listing
    expect((await save(seller, { q: 'teapot' })).statusCode).toBe(201)

    await createListing(seller, { title: 'Stoneware teapot, too dear', priceAmount: '0.2' })
    const listing = await createListing(seller, { title: 'Stoneware teapot, celadon glaze' })
    await expect.poll(async () => (await alertsOf(watcher)).length).toBe(1)
    expect((await alertsOf(watcher))[0]?.data).toEqual({
      savedSearchId: search.id,
      listingId: listing.id,
    })
    expect(await alertsOf(other)).toEqual([])
    expect(await alertsOf(seller)).toEqual([])

    const listed = await watcher.call('GET', '/api/marketplace/saved-searches')
    expect(listed.json().data.map((s: { id: string }) => s.id)).toEqual([search.id])
    expect(
      (await other.call('DELETE', `/api/marketplace/saved-searches/${search.id}`)).statusCode,
    ).toBe(404)
    expect(
      (await watcher.call('DELETE', `/api/marketplace/saved-searches/${search.id}`)).statusCode,
    ).toBe(200)
    expect((await watcher.call('GET', '/api/marketplace/saved-searches')).json().data).toEqual([])
  })

  it(`keeps at most ${SAVED_SEARCHES_PER_USER} a person and refuses an empty one`, async () => {
    const user = await newUser()
    expect((await save(user, {})).statusCode).toBe(400)
    expect((await save(user, { maxPrice: 'cheap' })).statusCode).toBe(400)
    for (let n = 0; n < SAVED_SEARCHES_PER_USER; n++)
      expect((await save(user, { q: `lamp ${n}` })).statusCode).toBe(201)
    const over = await save(user, { q: 'one more lamp' })
    expect(over.statusCode).toBe(409)
    expect(over.json().code).toBe('SAVED_SEARCH_LIMIT')
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/marketplace/saved-searches',
      payload: { q: 'lamp' },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
