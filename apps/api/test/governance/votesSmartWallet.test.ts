import { type Address, encodeFunctionData, getAddress, keccak256, toHex } from 'viem'
import { serializeErc6492Signature } from 'viem/utils'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { compile, deploy, deployerClient } from '../chain/contracts.ts'
import { testClock } from '../clock.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer, newWallet, postWalletLogin, requestNonce } from '../wallets.ts'
import {
  codeOf,
  openProposal,
  postVote,
  proposalInput,
  propose,
  readProposal,
  signVote,
} from './governance.ts'

const rpcUrl = inject('localRpcUrl')
const clock = testClock()
const smartWallets = compile('OwnedAccount.sol', ['OwnedAccount', 'AccountFactory'])
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: rpcUrl }, { clock })
})
afterAll(() => app.close())

describe('smart-contract wallets vote as they sign in', () => {
  /** Signs the contract wallet in (its owner signs for it) and joins the community. */
  async function smartMember(
    account: Address,
    owner: ReturnType<typeof newWallet>,
    signature?: (m: string) => Promise<`0x${string}`>,
  ) {
    const { nonce, message } = await requestNonce(app, account, 31337)
    const res = await postWalletLogin(app, {
      address: account,
      signature: signature ? await signature(message) : await owner.signMessage({ message }),
      message,
      nonce,
    })
    if (res.statusCode !== 200) throw new Error(`smart sign-in refused: ${res.body}`)
    return bearer(res.json().token)
  }

  it('counts an ERC-1271 wallet’s vote signed by its owner, and refuses a stranger’s', async () => {
    const owner = newWallet()
    const account = await deploy(rpcUrl, smartWallets.OwnedAccount, [owner.address])
    const headers = await smartMember(account, owner)
    const { admin, dao } = await openProposal(app, clock)
    await app.inject({ method: 'POST', url: `/api/communities/${dao.id}/join`, headers })
    const proposal = await propose(admin, dao.id, proposalInput(clock))

    const byOwner = await signVote(owner, clock, proposal.id, [2], { from: account })
    const res = await postVote(app, proposal.id, byOwner)
    expect(res.statusCode).toBe(201)
    expect(res.json().data.vote.from).toBe(account.toLowerCase())

    clock.advance(1000)
    const stranger = await signVote(newWallet(), clock, proposal.id, [1], { from: account })
    const refused = await postVote(app, proposal.id, stranger)
    expect(codeOf(refused)).toBe('VOTE_SIGNATURE_INVALID')
  })

  it('counts an ERC-6492 vote from a wallet not deployed yet', async () => {
    const owner = newWallet()
    const factory = await deploy(rpcUrl, smartWallets.AccountFactory)
    const salt = keccak256(toHex(owner.address))
    const account = getAddress(
      (await deployerClient(rpcUrl).readContract({
        address: factory,
        abi: smartWallets.AccountFactory.abi,
        functionName: 'addressOf',
        args: [owner.address, salt],
      })) as Address,
    )
    const wrap = (signature: `0x${string}`) =>
      serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({
          abi: smartWallets.AccountFactory.abi,
          functionName: 'deploy',
          args: [owner.address, salt],
        }),
        signature,
      })
    const headers = await smartMember(account, owner, async (message) =>
      wrap(await owner.signMessage({ message })),
    )
    const { admin, dao } = await openProposal(app, clock)
    await app.inject({ method: 'POST', url: `/api/communities/${dao.id}/join`, headers })
    const proposal = await propose(admin, dao.id, proposalInput(clock))
    const signed = await signVote(owner, clock, proposal.id, [1], { from: account })
    const res = await postVote(app, proposal.id, { ...signed, signature: wrap(signed.signature) })
    expect(res.statusCode).toBe(201)
    expect((await readProposal(app, proposal.id)).results.scores).toEqual(['1', '0', '0'])
  })
})
