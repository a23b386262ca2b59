import type { Delegate } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { compile, deploy } from '../chain/contracts.ts'
import { testClock } from '../clock.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer, newWallet, postWalletLogin, requestNonce } from '../wallets.ts'
import { signDelegation } from './delegation.ts'
import { communityWith, users } from './governance.ts'

const rpcUrl = inject('localRpcUrl')
const clock = testClock()
const smartWallets = compile('OwnedAccount.sol', ['OwnedAccount'])
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: rpcUrl }, { clock })
})
afterAll(() => app.close())

describe('a smart-contract wallet delegates as it votes', () => {
  it('keeps an ERC-1271 wallet’s delegation signed by its owner, and refuses a stranger’s', async () => {
    const owner = newWallet()
    const account = await deploy(rpcUrl, smartWallets.OwnedAccount, [owner.address])
    const { nonce, message } = await requestNonce(app, account, 31337)
    const login = await postWalletLogin(app, {
      address: account,
      signature: await owner.signMessage({ message }),
      message,
      nonce,
    })
    expect(login.statusCode).toBe(200)
    const headers = bearer(login.json().token)
    const [admin, dana] = await users(app, 2)
    const dao = await communityWith(admin, [dana])
    const joined = await app.inject({
      method: 'POST',
      url: `/api/communities/${dao.id}/join`,
      headers,
    })
    expect(joined.statusCode).toBe(200)
    const put = async (body: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/api/communities/${dao.id}/delegation`,
        headers,
        payload: body as object,
      })

    const byStranger = await signDelegation(newWallet(), clock, dao.id, dana.address, {
      from: account,
    })
    const refused = await put(byStranger)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('DELEGATION_SIGNATURE_INVALID')

    const byOwner = await signDelegation(owner, clock, dao.id, dana.address, { from: account })
    const kept = await put(byOwner)
    expect(kept.statusCode).toBe(200)
    expect(kept.json().data.delegate.id).toBe(dana.id)
    const delegates = await app.inject({
      method: 'GET',
      url: `/api/communities/${dao.id}/delegates`,
    })
    const listed = (delegates.json().data as Delegate[]).find((d) => d.delegate.id === dana.id)
    expect(listed).toMatchObject({ delegators: 1, power: 2 })
  })
})
