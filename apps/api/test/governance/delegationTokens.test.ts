import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type FundedWallet, fundedWallet } from '../chain/fundedWallets.ts'
import { deployGovernanceToken, mintTokens } from '../chain/testTokens.ts'
import { testClock } from '../clock.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { delegate } from './delegation.ts'
import {
  communityWith,
  HOUR,
  proposalInput,
  propose,
  readProposal,
  users,
  vote,
} from './governance.ts'

const rpcUrl = inject('localRpcUrl')
const clock = testClock()
const E18 = 10n ** 18n
let app: TestApp
let minter: FundedWallet

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: rpcUrl }, { clock })
  minter = await fundedWallet(rpcUrl)
})
afterAll(() => app.close())

describe('delegated ERC-20 power', () => {
  it('counts each delegator’s balance at the snapshot block for their delegate', async () => {
    const token = await deployGovernanceToken(minter)
    const [admin, alice, bob, carol, dana] = await users(app, 5)
    await mintTokens(minter, token, alice.address, 100n * E18)
    await mintTokens(minter, token, bob.address, 30n * E18)
    await mintTokens(minter, token, dana.address, 5n * E18)
    // Carol holds none: her delegation adds nothing
    const dao = await communityWith(admin, [alice, bob, carol, dana])
    for (const delegator of [alice, bob, carol]) await delegate(delegator, clock, dao.id, dana)
    const proposal = await propose(
      admin,
      dao.id,
      proposalInput(clock, {
        votingSystem: 'basic',
        strategy: { kind: 'erc20-balance', chainId: 31337, token },
        quorum: '120',
        endsAt: new Date(clock.now().getTime() + 2 * HOUR).toISOString(),
      }),
    )
    // minted after the snapshot: Carol's new tokens count for nothing
    await mintTokens(minter, token, carol.address, 1000n * E18)

    expect(await vote(app, dana, clock, proposal.id, [1])).toMatchObject({
      power: String(5n * E18),
      delegators: 2,
      delegatedPower: String(130n * E18),
    })
    // Bob votes against himself: his 30 leave Dana's vote
    await vote(app, bob, clock, proposal.id, [2])
    clock.advance(2 * HOUR)
    expect(await readProposal(app, proposal.id)).toMatchObject({
      outcome: 'passed',
      results: {
        scores: [String(105n * E18), String(30n * E18), '0'],
        totalPower: String(135n * E18),
        directPower: String(35n * E18),
        delegatedPower: String(100n * E18),
        quorumReached: true,
      },
    })
  })
})
