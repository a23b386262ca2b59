import { afterAll, describe, expect, inject, it } from 'vitest'
import { createTestApp, type TestApp } from '../testApp.ts'

const rpcUrl = inject('localRpcUrl')
let app: TestApp | undefined
afterAll(() => app?.close())

describe('the demo with a local chain', () => {
  it('deploys its own escrow on chain 31337 and lists escrow-protected demo listings there', async () => {
    app = await createTestApp({ SEED_DEMO: 'true', RPC_URL_31337: rpcUrl })
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json()
    const address = config.escrow['31337']
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const code = await app.ctx.chains.publicClient(31337).getCode({ address })
    expect(code?.length).toBeGreaterThan(2)

    const listings = (await app.inject({ method: 'GET', url: '/api/marketplace/listings' })).json()
      .data
    const inEth = listings.filter((listing: { currency: string }) => listing.currency === 'ETH')
    expect(inEth.length).toBeGreaterThan(0)
    for (const listing of listings) {
      // USDC listings stay on Base, where this server has no escrow: no badge there
      expect(listing.chainId).toBe(listing.currency === 'ETH' ? 31337 : 8453)
      expect(listing.trustBadges.includes('escrowProtected')).toBe(listing.currency === 'ETH')
    }
  })
})
