import { type Address, encodeFunctionData, getAddress, keccak256, toHex } from 'viem'
import { serializeErc6492Signature } from 'viem/utils'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { compile, deploy, deployerClient } from '../chain/contracts.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer, newWallet, postWalletLogin, requestNonce } from '../wallets.ts'

const rpcUrl = inject('localRpcUrl')
const contracts = compile('OwnedAccount.sol', ['OwnedAccount', 'AccountFactory'])
let app: TestApp
let factory: Address

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: rpcUrl })
  factory = await deploy(rpcUrl, contracts.AccountFactory)
})
afterAll(() => app.close())

async function predictAccount(owner: Address, salt: `0x${string}`) {
  return deployerClient(rpcUrl).readContract({
    address: factory,
    abi: contracts.AccountFactory.abi,
    functionName: 'addressOf',
    args: [owner, salt],
  }) as Promise<Address>
}

describe('smart-contract wallets', () => {
  it('signs in a deployed ERC-1271 wallet whose owner signed', async () => {
    const owner = newWallet()
    const account = await deploy(rpcUrl, contracts.OwnedAccount, [owner.address])
    const { nonce, message } = await requestNonce(app, account, 31337)
    const res = await postWalletLogin(app, {
      address: account,
      signature: await owner.signMessage({ message }),
      message,
      nonce,
    })
    expect(res.statusCode).toBe(200)
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(res.json().token),
    })
    expect(me.json().user.address).toBe(account.toLowerCase())
  })

  it('refuses an ERC-1271 wallet signature by someone else', async () => {
    const [owner, stranger] = [newWallet(), newWallet()]
    const account = await deploy(rpcUrl, contracts.OwnedAccount, [owner.address])
    const { nonce, message } = await requestNonce(app, account, 31337)
    const res = await postWalletLogin(app, {
      address: account,
      signature: await stranger.signMessage({ message }),
      message,
      nonce,
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'SIGNATURE_INVALID' })
  })

  it('signs in a wallet that is not deployed yet through ERC-6492', async () => {
    const owner = newWallet()
    const salt = keccak256(toHex(owner.address))
    const account = getAddress(await predictAccount(owner.address, salt))
    const code = await deployerClient(rpcUrl).getCode({ address: account })
    expect(code).toBeUndefined()

    const { nonce, message } = await requestNonce(app, account, 31337)
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: contracts.AccountFactory.abi,
        functionName: 'deploy',
        args: [owner.address, salt],
      }),
      signature: await owner.signMessage({ message }),
    })
    const res = await postWalletLogin(app, { address: account, signature, message, nonce })
    expect(res.statusCode).toBe(200)
  })
})
