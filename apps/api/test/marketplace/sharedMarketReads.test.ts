import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fundedWallet } from '../chain/fundedWallets.ts'
import { sharedReadLookups } from '../sharedReadLookups.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createListing, placeOrder, type Trader, trader } from './market.ts'

const rpcUrl = inject('localRpcUrl')
let app: TestApp
let seller: Trader
let alice: Trader
let bob: Trader

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: rpcUrl })
  const newTrader = async () => trader(app, await fundedWallet(rpcUrl))
  ;[seller, alice, bob] = await Promise.all([newTrader(), newTrader(), newTrader()])
})
afterAll(() => app.close())

type Shown = { id: string; title: string; viewerFavorited: boolean; stats: { favorites: number } }

const search = async (who: Trader, q: string) =>
  (await who.call('GET', `/api/marketplace/listings?q=${q}`)).json().data as Shown[]
const listingFor = async (who: Trader, id: string) => {
  const res = await who.call('GET', `/api/marketplace/listings/${id}`)
  return { status: res.statusCode, listing: res.json().data as Shown }
}

const sharedReads = (outcome: 'hit' | 'miss') => sharedReadLookups(app, outcome)

// market pages and listings are shared between readers for a moment, as feed pages are
describe('market reads shared between readers', () => {
  it('reads a search and a listing once for readers who ask at once', async () => {
    const { id } = await createListing(seller, { title: 'Walnut chessboard, hand inlaid' })
    const before = { hits: await sharedReads('hit'), misses: await sharedReads('miss') }
    await Promise.all([search(alice, 'chessboard'), search(bob, 'chessboard')])
    await Promise.all([listingFor(alice, id), listingFor(bob, id)])
    const hits = (await sharedReads('hit')) - before.hits
    const misses = (await sharedReads('miss')) - before.misses
    expect(hits + misses).toBe(4)
    expect(hits).toBeGreaterThanOrEqual(2)
  })

  it('gives each reader their own favourites, and everyone the new count at once', async () => {
    const { id } = await createListing(seller, { title: 'Brass telescope, working order' })
    await Promise.all([search(alice, 'telescope'), search(bob, 'telescope'), listingFor(alice, id)])
    await bob.call('POST', `/api/marketplace/listings/${id}/favorite`)

    const [forAlice, forBob] = await Promise.all([
      search(alice, 'telescope'),
      search(bob, 'telescope'),
    ])
    expect(forAlice.find((shown) => shown.id === id)).toMatchObject({
      viewerFavorited: false,
      stats: { favorites: 1 },
    })
    expect(forBob.find((shown) => shown.id === id)).toMatchObject({
      viewerFavorited: true,
      stats: { favorites: 1 },
    })
    expect((await listingFor(alice, id)).listing).toMatchObject({
      viewerFavorited: false,
      stats: { favorites: 1 },
    })
    expect((await listingFor(bob, id)).listing.viewerFavorited).toBe(true)
  })

  it('shows a new listing, an edit, a sale of the last one and a removal at once', async () => {
    expect(await search(alice, 'harpsichord')).toEqual([])
    const { id } = await createListing(seller, { title: 'Harpsichord, two manuals', quantity: 1 })
    expect((await search(alice, 'harpsichord')).map((shown) => shown.id)).toEqual([id])
    expect((await listingFor(alice, id)).listing.title).toBe('Harpsichord, two manuals')

    await seller.call('PATCH', `/api/marketplace/listings/${id}`, {
      title: 'Harpsichord, two manuals, restored',
    })
    expect((await search(alice, 'harpsichord'))[0]?.title).toBe(
      'Harpsichord, two manuals, restored',
    )
    expect((await listingFor(alice, id)).listing.title).toBe('Harpsichord, two manuals, restored')

    await placeOrder(bob, id)
    expect(await search(alice, 'harpsichord')).toEqual([])
    expect((await listingFor(alice, id)).listing).toMatchObject({ status: 'sold_out' })

    await seller.call('DELETE', `/api/marketplace/listings/${id}`)
    expect((await listingFor(alice, id)).status).toBe(404)
  })
})
