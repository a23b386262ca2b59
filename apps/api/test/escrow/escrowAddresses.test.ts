import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { deployTestEscrow } from '../chain/escrow.ts'
import { fundedWallet } from '../chain/fundedWallets.ts'
import { createListing, trader } from '../marketplace/market.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

const rpcUrl = inject('localRpcUrl')
let app: TestApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function escrowConfigWith(env: Record<string, string>) {
  app = await createTestApp(env)
  return (await app.inject({ method: 'GET', url: '/api/config' })).json().escrow
}

describe('configured escrow addresses', () => {
  it('drops an ESCROW_ADDRESS_<chainId> with no contract code: no escrow, no badge', async () => {
    const nothingThere = privateKeyToAddress(generatePrivateKey())
    const escrow = await escrowConfigWith({
      RPC_URL_31337: rpcUrl,
      ESCROW_ADDRESS_31337: nothingThere,
    })
    expect(escrow).toEqual({})
    if (!app) throw new Error('no app')
    const seller = await trader(app, await fundedWallet(rpcUrl))
    const listing = await createListing(seller)
    const shown = await app.inject({
      method: 'GET',
      url: `/api/marketplace/listings/${listing.id}`,
    })
    expect(shown.json().data.trustBadges).not.toContain('escrowProtected')
  })

  it('keeps an address with the escrow deployed behind it', async () => {
    const deployer = await fundedWallet(rpcUrl)
    const deployed = await deployTestEscrow(deployer, deployer.account.address)
    expect(
      await escrowConfigWith({ RPC_URL_31337: rpcUrl, ESCROW_ADDRESS_31337: deployed }),
    ).toEqual({ '31337': deployed })
  })

  it('keeps the setting of a chain it cannot reach: an unreachable chain proves nothing', async () => {
    const configured = privateKeyToAddress(generatePrivateKey())
    const escrow = await escrowConfigWith({
      RPC_URL_31337: 'http://127.0.0.1:9/',
      ESCROW_ADDRESS_31337: configured,
    })
    expect(escrow).toEqual({ '31337': configured })
  })
})
