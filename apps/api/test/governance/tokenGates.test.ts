import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type ChainClients, createChainClients } from '../../src/chain/clients.ts'
import { loadConfig } from '../../src/config.ts'
import { type FundedWallet, fundedWallet } from '../chain/fundedWallets.ts'
import { freePort } from '../chain/localChain.ts'
import { deployGovernanceToken, deployPass, mintPass, mintTokens } from '../chain/testTokens.ts'
import type { SignedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { communityWith, users } from './governance.ts'

const rpcUrl = inject('localRpcUrl')
const E18 = 10n ** 18n
let app: TestApp
let minter: FundedWallet
let chainDown = false

async function switchableChains(): Promise<ChainClients> {
  const up = createChainClients(loadConfig({ RPC_URL_31337: rpcUrl, NODE_ENV: 'test' }))
  const deadUrl = `http://127.0.0.1:${await freePort()}`
  const down = createChainClients(loadConfig({ RPC_URL_31337: deadUrl, NODE_ENV: 'test' }))
  return {
    publicClient: (id) => (chainDown ? down : up).publicClient(id),
    signInClient: (id) => (chainDown ? down : up).signInClient(id),
  }
}

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: rpcUrl }, { chains: await switchableChains() })
  minter = await fundedWallet(rpcUrl)
})
afterAll(() => app.close())

const join = (user: SignedInUser, communityId: string) =>
  user.call('POST', `/api/communities/${communityId}/join`)

describe('token-gated communities', () => {
  it('lets in a wallet holding the ERC-20 minimum, and tells others what is needed and held', async () => {
    const token = await deployGovernanceToken(minter)
    const [admin, poor, rich] = await users(app, 3)
    const dao = await communityWith(admin, [], {
      gate: { kind: 'erc20', chainId: 31337, token, minimum: '10' },
    })
    const shown = await app.inject({ method: 'GET', url: `/api/communities/${dao.id}` })
    expect(shown.json().data.gate).toEqual({
      kind: 'erc20',
      chainId: 31337,
      token: token.toLowerCase(),
      symbol: 'AGR',
      decimals: 18,
      minBalance: String(10n * E18),
      minimum: '10',
    })

    await mintTokens(minter, token, poor.address, 5n * E18)
    const refused = await join(poor, dao.id)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      code: 'TOKEN_GATE_NOT_MET',
      details: { required: String(10n * E18), held: String(5n * E18) },
    })
    expect(refused.json().error).toContain('at least 10 AGR')
    expect(refused.json().error).toContain('holds 5')

    await mintTokens(minter, token, rich.address, 10n * E18)
    const joined = await join(rich, dao.id)
    expect(joined.statusCode).toBe(200)
    expect(joined.json().data).toMatchObject({ viewerRole: 'member', memberCount: 2 })
  })

  it('lets in a wallet holding an NFT of the collection, and no one else', async () => {
    const pass = await deployPass(minter)
    const [admin, holder, stranger] = await users(app, 3)
    const dao = await communityWith(admin, [], {
      gate: { kind: 'erc721', chainId: 31337, token: pass },
    })
    await mintPass(minter, pass, holder.address)
    expect((await join(holder, dao.id)).statusCode).toBe(200)
    const refused = await join(stranger, dao.id)
    expect(refused.json().code).toBe('TOKEN_GATE_NOT_MET')
    expect(refused.json().error).toContain('a PASS NFT')
  })

  it('is set by admins only, on a real token; lifting it opens the community', async () => {
    const [admin, member] = await users(app, 2)
    const dao = await communityWith(admin, [member])
    const byMember = await member.call('PATCH', `/api/communities/${dao.id}/settings`, {
      gate: { kind: 'erc721', chainId: 31337, token: member.address },
    })
    expect(byMember.statusCode).toBe(403)
    const notToken = await admin.call('PATCH', `/api/communities/${dao.id}/settings`, {
      gate: { kind: 'erc721', chainId: 31337, token: member.address },
    })
    expect(notToken.json().code).toBe('TOKEN_CONTRACT_INVALID')

    const pass = await deployPass(minter)
    await admin.call('PATCH', `/api/communities/${dao.id}/settings`, {
      gate: { kind: 'erc721', chainId: 31337, token: pass },
    })
    const [late] = await users(app, 1)
    expect((await join(late, dao.id)).statusCode).toBe(403)
    const lifted = await admin.call('PATCH', `/api/communities/${dao.id}/settings`, { gate: null })
    expect(lifted.json().data.gate).toBeNull()
    expect((await join(late, dao.id)).statusCode).toBe(200)
  })

  it('is 503 CHAIN_UNAVAILABLE when the chain cannot be asked, never a guess', async () => {
    const pass = await deployPass(minter)
    const [admin, holder] = await users(app, 2)
    const dao = await communityWith(admin, [], {
      gate: { kind: 'erc721', chainId: 31337, token: pass },
    })
    await mintPass(minter, pass, holder.address)
    chainDown = true
    try {
      const res = await join(holder, dao.id)
      expect(res.statusCode).toBe(503)
      expect(res.json().code).toBe('CHAIN_UNAVAILABLE')
    } finally {
      chainDown = false
    }
    expect((await join(holder, dao.id)).statusCode).toBe(200)
  })
})
