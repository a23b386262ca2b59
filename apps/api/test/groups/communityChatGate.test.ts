import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type FundedWallet, fundedWallet } from '../chain/fundedWallets.ts'
import { deployGovernanceToken, mintTokens } from '../chain/testTokens.ts'
import { communityWith } from '../governance/governance.ts'
import { messenger } from '../messages/messaging.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { sendToGroup } from './groupMessaging.ts'

const rpcUrl = inject('localRpcUrl')
const E18 = 10n ** 18n
let app: TestApp
let minter: FundedWallet

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: rpcUrl })
  minter = await fundedWallet(rpcUrl)
})
afterAll(() => app.close())

describe('a token-gated community’s chat', () => {
  it('refuses and removes a member whose wallet no longer holds enough, when they open or write', async () => {
    const token = await deployGovernanceToken(minter)
    const [admin, holder, other] = [
      await messenger(app),
      await messenger(app),
      await messenger(app),
    ]
    const gate = (minimum: string) => ({ gate: { kind: 'erc20', chainId: 31337, token, minimum } })
    const dao = await communityWith(admin, [], gate('10'))
    for (const user of [admin, holder, other])
      await mintTokens(minter, token, user.address, 10n * E18)
    for (const user of [holder, other])
      expect((await user.call('POST', `/api/communities/${dao.id}/join`)).statusCode).toBe(200)
    await admin.call('PATCH', `/api/communities/${dao.id}/settings`, { chat: true })
    const chat = (await holder.call('GET', `/api/communities/${dao.id}/chat`)).json().data
    expect(chat.members).toHaveLength(3)
    expect(
      (await sendToGroup(holder, chat.id, [admin, holder, other], 'gm holders')).statusCode,
    ).toBe(201)

    // the admins raise the bar: ten is no longer enough, for anyone below twenty
    await mintTokens(minter, token, admin.address, 10n * E18)
    await admin.call('PATCH', `/api/communities/${dao.id}/settings`, gate('20'))
    const written = await sendToGroup(holder, chat.id, [admin, holder, other], 'still here?')
    expect(written.statusCode).toBe(403)
    expect(written.json().code).toBe('COMMUNITY_CHAT_TOKEN_GATE_NOT_MET')
    const opened = await other.call('GET', `/api/communities/${dao.id}/chat`)
    expect(opened.json().code).toBe('COMMUNITY_CHAT_TOKEN_GATE_NOT_MET')
    const left = (await admin.call('GET', `/api/communities/${dao.id}/chat`)).json().data
    expect(left.members.map((m: { user: { id: string } }) => m.user.id)).toEqual([admin.id])
    expect((await holder.call('GET', `/api/messages?conversation=${chat.id}`)).statusCode).toBe(404)
  })
})
