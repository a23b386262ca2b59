import { TEST_ETH_INTERVAL_MS } from '@agora/domain'
import { createPublicClient, type Hash, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { switchableRpc } from '../chain/switchableRpc.ts'
import { testClock } from '../clock.ts'
import { type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { anyClientIp, bearer } from '../wallets.ts'

const rpcUrl = inject('localRpcUrl')
const chain = createPublicClient({ chain: hardhat, transport: http(rpcUrl) })
// the account the server sends from: Hardhat's twentieth default account
const sender = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 19,
})
const clock = testClock()
let rpc: Awaited<ReturnType<typeof switchableRpc>>
let app: TestApp

beforeAll(async () => {
  rpc = await switchableRpc(rpcUrl)
  app = await createTestApp({ RPC_URL_31337: rpc.url }, { clock })
})
afterAll(async () => {
  await app.close()
  await rpc.close()
})

const ask = (user: SignedInUser, body: object = { chainId: 31337 }, headers = {}) =>
  user.call('POST', '/api/test-eth', body, headers)

describe('test ETH on the local chain', () => {
  it('sends 1 ETH from a funded development account to the signed-in wallet, with its new balance', async () => {
    const user = await signedInUser(app)
    const res = await ask(user)
    expect(res.statusCode).toBe(200)
    const grant = res.json().data
    expect(grant).toEqual({
      chainId: 31337,
      address: user.address.toLowerCase(),
      amount: '1',
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      balance: '1',
      nextAt: new Date(clock.now().getTime() + TEST_ETH_INTERVAL_MS).toISOString(),
    })
    const tx = await chain.getTransaction({ hash: grant.txHash as Hash })
    expect(tx).toMatchObject({
      from: sender.address.toLowerCase(),
      to: user.address.toLowerCase(),
      value: parseEther('1'),
    })
    expect(await chain.getBalance({ address: user.address })).toBe(parseEther('1'))
  })

  it('replays a request sent again with its Idempotency-Key, sending nothing more', async () => {
    const user = await signedInUser(app)
    const key = { 'idempotency-key': crypto.randomUUID() }
    const first = await ask(user, undefined, key)
    const again = await ask(user, undefined, key)
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    expect(await chain.getBalance({ address: user.address })).toBe(parseEther('1'))
  })

  it('refuses the same person again within 5 minutes (429, in their language), then sends once the wait is over', async () => {
    const user = await signedInUser(app)
    expect((await ask(user)).statusCode).toBe(200)
    const sentAt = clock.now()

    clock.advance(TEST_ETH_INTERVAL_MS - 1000)
    const early = await ask(user)
    expect(early.statusCode).toBe(429)
    expect(early.json()).toEqual({
      success: false,
      code: 'TEST_ETH_TOO_SOON',
      error: 'This wallet got test ETH less than 5 minutes ago. Try again later.',
      params: { minutes: 5 },
      details: { nextAt: new Date(sentAt.getTime() + TEST_ETH_INTERVAL_MS).toISOString() },
    })
    const spanish = await ask(user, undefined, { 'accept-language': 'es' })
    expect(spanish.json().error).toBe(
      'Esta billetera recibió ETH de prueba hace menos de 5 minutos. Vuelve a intentarlo más tarde.',
    )

    clock.advance(2000)
    const later = await ask(user)
    expect(later.statusCode).toBe(200)
    expect(later.json().data.balance).toBe('2')
  })

  it('lets one of two requests sent at once through, and refuses the other', async () => {
    const user = await signedInUser(app)
    const both = await Promise.all([ask(user), ask(user)])
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 429])
    expect(await chain.getBalance({ address: user.address })).toBe(parseEther('1'))
  })

  it('refuses any other chain with 400 TEST_ETH_LOCAL_ONLY, sending nothing', async () => {
    const user = await signedInUser(app)
    const res = await ask(user, { chainId: 8453 })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('TEST_ETH_LOCAL_ONLY')
    expect(await chain.getBalance({ address: user.address })).toBe(0n)
  })

  it('needs a session, and a wallet on the account', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/test-eth',
      payload: { chainId: 31337 },
    })
    expect(anonymous.statusCode).toBe(401)

    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: anyClientIp(),
      payload: {
        email: `no.wallet.${Date.now()}@agora.example`,
        handle: `no_wallet_${Date.now() % 100000}`,
        password: 'correct horse battery',
      },
    })
    const res = await app.inject({
      method: 'POST',
      url: '/api/test-eth',
      headers: bearer(registered.json().token),
      payload: { chainId: 31337 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('WALLET_REQUIRED')
  })

  it('answers 503 CHAIN_UNAVAILABLE when the chain does not, and lets the person ask again at once', async () => {
    const user = await signedInUser(app)
    await rpc.down()
    try {
      const res = await ask(user)
      expect(res.statusCode).toBe(503)
      expect(res.json().code).toBe('CHAIN_UNAVAILABLE')
    } finally {
      await rpc.up()
    }
    const retried = await ask(user)
    expect(retried.statusCode).toBe(200)
    expect(retried.json().data.balance).toBe('1')
  })

  it('is offered in /api/config here', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/config' })
    expect(config.json().testEth).toBe(true)
  })
})

describe('a server without a local chain', () => {
  it('refuses test ETH with 404 TEST_ETH_UNAVAILABLE and does not offer it', async () => {
    const plain = await createTestApp()
    try {
      const user = await signedInUser(plain)
      const res = await ask(user)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({
        code: 'TEST_ETH_UNAVAILABLE',
        error: 'This server has no local chain to send test ETH on',
      })
      const config = await plain.inject({ method: 'GET', url: '/api/config' })
      expect(config.json().testEth).toBe(false)
    } finally {
      await plain.close()
    }
  })
})
