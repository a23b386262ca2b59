import { listingCertificate } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminEnv, adminToken, userIdOf } from '../admin/adminAccess.ts'
import { openKycCase, withImages } from '../admin/kycEvidence.ts'
import { fundedWallet } from '../chain/fundedWallets.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer } from '../wallets.ts'
import { createListing, listingInput, type Trader, trader } from './market.ts'

const rpcUrl = inject('localRpcUrl')
let app: TestApp
let seller: Trader

beforeAll(async () => {
  app = await createTestApp({ ...adminEnv, RPC_URL_31337: rpcUrl })
  seller = await trader(app, await fundedWallet(rpcUrl))
})
afterAll(() => app.close())

const getListing = (id: string, who?: Trader) =>
  who
    ? who.call('GET', `/api/marketplace/listings/${id}`)
    : app.inject({ method: 'GET', url: `/api/marketplace/listings/${id}` })

describe('listings', () => {
  it('creates a listing in the documented shape', async () => {
    const res = await seller.call('POST', '/api/marketplace/listings', listingInput)
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toMatchObject({
      sellerAddress: seller.address.toLowerCase(),
      title: listingInput.title,
      priceAmount: '0.05',
      currency: 'ETH',
      chainId: 31337,
      category: 'crafts',
      quantity: 3,
      status: 'active',
      trustBadges: [],
      stats: { views: 0, favorites: 0, sales: 0 },
    })
  })

  it.each([
    ['a short title', { title: 'ab' }],
    ['a long title', { title: 'x'.repeat(121) }],
    ['a zero price', { priceAmount: '0' }],
    ['19 decimals of ETH', { priceAmount: '0.0000000000000000001' }],
    ['7 decimals of USDC', { currency: 'USDC', priceAmount: '1.0000001' }],
    ['an unknown category', { category: 'weapons' }],
    ['no stock', { quantity: 0 }],
    ['nine images', { images: Array.from({ length: 9 }, () => crypto.randomUUID()) }],
  ])('refuses %s with 400', async (_, override) => {
    const res = await seller.call('POST', '/api/marketplace/listings', {
      ...listingInput,
      ...override,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
  })

  it('refuses a chain the server does not serve, and USDC where it has no address', async () => {
    const chain = await seller.call('POST', '/api/marketplace/listings', {
      ...listingInput,
      chainId: 56,
    })
    expect(chain.json().code).toBe('CHAIN_NOT_SUPPORTED')
    const usdc = await seller.call('POST', '/api/marketplace/listings', {
      ...listingInput,
      currency: 'USDC',
      priceAmount: '5',
    })
    expect(usdc.json().code).toBe('CURRENCY_NOT_AVAILABLE')
  })

  it('lets only the seller edit or remove it', async () => {
    const listing = await createListing(seller)
    const other = await trader(app, await fundedWallet(rpcUrl))
    expect(
      (await other.call('PATCH', `/api/marketplace/listings/${listing.id}`, { title: 'Mine now' }))
        .statusCode,
    ).toBe(403)
    expect((await other.call('DELETE', `/api/marketplace/listings/${listing.id}`)).statusCode).toBe(
      403,
    )
    expect((await getListing(listing.id)).json().data.title).toBe(listingInput.title)

    const edited = await seller.call('PATCH', `/api/marketplace/listings/${listing.id}`, {
      priceAmount: '0.07',
    })
    expect(edited.json().data.priceAmount).toBe('0.07')
    expect(
      (await seller.call('DELETE', `/api/marketplace/listings/${listing.id}`)).statusCode,
    ).toBe(200)
    expect((await getListing(listing.id)).statusCode).toBe(404)
  })

  it('counts views by others and toggles favourites', async () => {
    const listing = await createListing(seller)
    const fan = await trader(app, await fundedWallet(rpcUrl))
    await getListing(listing.id, seller)
    await getListing(listing.id, fan)
    await getListing(listing.id)
    await fan.call('POST', `/api/marketplace/listings/${listing.id}/favorite`)
    const again = await fan.call('POST', `/api/marketplace/listings/${listing.id}/favorite`)
    expect(again.json().data).toMatchObject({
      viewerFavorited: true,
      stats: { favorites: 1, views: 2 },
    })
    const off = await fan.call('DELETE', `/api/marketplace/listings/${listing.id}/favorite`)
    expect(off.json().data).toMatchObject({ viewerFavorited: false, stats: { favorites: 0 } })

    // the same row as a bookmark: a page read just before shows it at once
    await fan.call('PUT', `/api/bookmarks/listing/${listing.id}`)
    expect((await getListing(listing.id, fan)).json().data).toMatchObject({
      viewerFavorited: true,
      stats: { favorites: 1 },
    })
  })

  it('shows On-Chain Certified once the seller signed its content, and drops it when the content changes', async () => {
    const listing = (await seller.call('POST', '/api/marketplace/listings', listingInput)).json()
      .data
    const certificate = listingCertificate(listing)
    const forged = await (await fundedWallet(rpcUrl)).signTypedData(certificate)
    const refused = await seller.call('POST', `/api/marketplace/listings/${listing.id}/certify`, {
      signature: forged,
    })
    expect(refused.json().code).toBe('LISTING_SIGNATURE_INVALID')

    const signature = await seller.wallet.signTypedData(certificate)
    const certified = await seller.call('POST', `/api/marketplace/listings/${listing.id}/certify`, {
      signature,
    })
    expect(certified.json().data.trustBadges).toEqual(['onChainCertified'])

    const unchanged = await seller.call('PATCH', `/api/marketplace/listings/${listing.id}`, {
      quantity: 5,
    })
    expect(unchanged.json().data.trustBadges).toEqual(['onChainCertified'])
    const changed = await seller.call('PATCH', `/api/marketplace/listings/${listing.id}`, {
      title: 'A different bowl',
    })
    expect(changed.json().data.trustBadges).toEqual([])
  })

  it('shows Verified only when the seller’s KYC is verified', async () => {
    const user = await trader(app, await fundedWallet(rpcUrl))
    const listing = await createListing(user)
    expect((await getListing(listing.id)).json().data.trustBadges).toEqual([])
    await user.call('POST', '/api/auth/kyc/initiate', {
      tier: 'basic',
      documents: await withImages(app, user.token, [{ type: 'passport', reference: 'P1234567' }]),
    })
    const admin = await adminToken(app)
    const userId = await userIdOf(app, user.token)
    await openKycCase(app, admin, userId)
    await app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${userId}/decision`,
      headers: bearer(admin),
      payload: { decision: 'approve' },
    })
    expect((await getListing(listing.id)).json().data.trustBadges).toEqual(['verified'])
  })
})
