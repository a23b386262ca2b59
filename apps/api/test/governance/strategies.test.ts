import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { ChainClients } from '../../src/chain/clients.ts'
import { createChainClients } from '../../src/chain/clients.ts'
import { loadConfig } from '../../src/config.ts'
import { type FundedWallet, fundedWallet } from '../chain/fundedWallets.ts'
import { freePort } from '../chain/localChain.ts'
import {
  deployGovernanceToken,
  deployPass,
  mintPass,
  mintTokens,
  transferPass,
  transferTokens,
} from '../chain/testTokens.ts'
import { testClock } from '../clock.ts'
import { trader } from '../marketplace/market.ts'
import type { SignedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import {
  communityWith,
  DAY,
  postVote,
  proposalInput,
  propose,
  readProposal,
  signVote,
  vote,
} from './governance.ts'

const rpcUrl = inject('localRpcUrl')
const clock = testClock()
const E18 = 10n ** 18n
let app: TestApp
let chainDown = false
let minter: FundedWallet

/** The app's chain clients, switched to an RPC nobody answers while `chainDown`. */
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
  app = await createTestApp({ RPC_URL_31337: rpcUrl }, { clock, chains: await switchableChains() })
  minter = await fundedWallet(rpcUrl)
})
afterAll(() => app.close())

/** A person signed in with a funded local-chain wallet (so they can move tokens). */
async function holder(): Promise<SignedInUser & { chainWallet: FundedWallet }> {
  const chainWallet = await fundedWallet(rpcUrl)
  const user = await trader(app, chainWallet)
  const me = await user.call('GET', '/api/auth/me')
  return {
    address: user.address,
    token: user.token,
    headers: user.headers,
    call: user.call,
    wallet: chainWallet.account as unknown as SignedInUser['wallet'],
    id: me.json().user.id,
    chainWallet,
  }
}

const tokenStrategy = (kind: string, token: string) => ({ kind, chainId: 31337, token })

describe('ERC-20 balance at the snapshot block', () => {
  it('counts balances as they were when the proposal was made, whatever moved after', async () => {
    const token = await deployGovernanceToken(minter)
    const [admin, alice, bob, carol] = await Promise.all([holder(), holder(), holder(), holder()])
    await mintTokens(minter, token, alice.address, 100n * E18)
    await mintTokens(minter, token, bob.address, 50n * E18)
    const dao = await communityWith(admin, [alice, bob, carol])
    const proposal = await propose(
      admin,
      dao.id,
      proposalInput(clock, {
        votingSystem: 'basic',
        strategy: tokenStrategy('erc20-balance', token),
        quorum: '120.5',
      }),
    )
    expect(proposal.strategy).toEqual({
      kind: 'erc20-balance',
      chainId: 31337,
      token: token.toLowerCase(),
      decimals: 18,
      symbol: 'AGR',
    })
    expect(proposal.quorum).toBe(`${(1205n * E18) / 10n}`)
    expect(BigInt(proposal.snapshotBlock ?? '0')).toBeGreaterThan(0n)

    // after the snapshot: Alice gives everything to Carol, Bob gets ten times more
    await transferTokens(alice.chainWallet, token, carol.address, 100n * E18)
    await mintTokens(minter, token, bob.address, 500n * E18)

    expect((await vote(app, alice, clock, proposal.id, [1])).power).toBe(String(100n * E18))
    expect((await vote(app, bob, clock, proposal.id, [2])).power).toBe(String(50n * E18))
    const carolsVote = await postVote(
      app,
      proposal.id,
      await signVote(carol.wallet, clock, proposal.id, [2]),
    )
    expect(carolsVote.statusCode).toBe(403)
    expect(carolsVote.json().code).toBe('NO_VOTING_POWER')

    clock.advance(DAY)
    const closed = await readProposal(app, proposal.id)
    expect(closed).toMatchObject({
      outcome: 'passed',
      results: {
        scores: [String(100n * E18), String(50n * E18), '0'],
        totalPower: String(150n * E18),
        quorumReached: true,
      },
    })
  })

  it('refuses an address that is not a token, and a chain the server does not serve', async () => {
    const [admin] = await Promise.all([holder()])
    const dao = await communityWith(admin, [])
    const notToken = await admin.call(
      'POST',
      `/api/communities/${dao.id}/proposals`,
      proposalInput(clock, { strategy: tokenStrategy('erc20-balance', admin.address) }),
    )
    expect(notToken.statusCode).toBe(400)
    expect(notToken.json().code).toBe('TOKEN_CONTRACT_INVALID')
    const elsewhere = await admin.call(
      'POST',
      `/api/communities/${dao.id}/proposals`,
      proposalInput(clock, {
        strategy: { ...tokenStrategy('erc20-balance', admin.address), chainId: 5 },
      }),
    )
    expect(elsewhere.json().code).toBe('CHAIN_NOT_SUPPORTED')
  })
})

describe('ERC-721 count at the snapshot block', () => {
  it('counts the tokens held at the snapshot, not after a transfer', async () => {
    const pass = await deployPass(minter)
    const [admin, alice, bob] = await Promise.all([holder(), holder(), holder()])
    await mintPass(minter, pass, alice.address) // id 1
    await mintPass(minter, pass, alice.address) // id 2
    await mintPass(minter, pass, bob.address) // id 3
    const dao = await communityWith(admin, [alice, bob])
    const proposal = await propose(
      admin,
      dao.id,
      proposalInput(clock, { strategy: tokenStrategy('erc721-count', pass), quorum: '3' }),
    )
    expect(proposal.strategy).toEqual({
      kind: 'erc721-count',
      chainId: 31337,
      token: pass.toLowerCase(),
    })

    await transferPass(alice.chainWallet, pass, bob.address, 1n)
    await mintPass(minter, pass, bob.address)

    expect((await vote(app, alice, clock, proposal.id, [1])).power).toBe('2')
    expect((await vote(app, bob, clock, proposal.id, [2])).power).toBe('1')
    clock.advance(DAY)
    expect((await readProposal(app, proposal.id)).results).toMatchObject({
      scores: ['2', '1', '0'],
      winner: 1,
      quorumReached: true,
    })
  })

  it('refuses an ERC-20 where an ERC-721 collection is asked for', async () => {
    const token = await deployGovernanceToken(minter)
    const admin = await holder()
    const dao = await communityWith(admin, [])
    const res = await admin.call(
      'POST',
      `/api/communities/${dao.id}/proposals`,
      proposalInput(clock, { strategy: tokenStrategy('erc721-count', token) }),
    )
    expect(res.json().code).toBe('TOKEN_CONTRACT_INVALID')
  })
})

describe('an unreachable chain', () => {
  it('is 503 CHAIN_UNAVAILABLE, never a guess, both at creation and at a vote', async () => {
    const token = await deployGovernanceToken(minter)
    const [admin, alice] = await Promise.all([holder(), holder()])
    await mintTokens(minter, token, alice.address, E18)
    const dao = await communityWith(admin, [alice])
    const input = proposalInput(clock, { strategy: tokenStrategy('erc20-balance', token) })
    const proposal = await propose(admin, dao.id, input)

    chainDown = true
    try {
      const created = await admin.call('POST', `/api/communities/${dao.id}/proposals`, input)
      expect(created.statusCode).toBe(503)
      expect(created.json().code).toBe('CHAIN_UNAVAILABLE')
      const voted = await postVote(
        app,
        proposal.id,
        await signVote(alice.wallet, clock, proposal.id, [1]),
      )
      expect(voted.statusCode).toBe(503)
      expect(voted.json().code).toBe('CHAIN_UNAVAILABLE')
    } finally {
      chainDown = false
    }
    expect((await readProposal(app, proposal.id)).results.votes).toBe(0)
    expect((await vote(app, alice, clock, proposal.id, [1])).power).toBe(String(E18))
  })
})
