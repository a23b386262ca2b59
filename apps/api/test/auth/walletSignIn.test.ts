import { getAddress, type LocalAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testClock } from '../clock.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer, newWallet, postWalletLogin, requestNonce, signIn } from '../wallets.ts'

const clock = testClock()
let app: TestApp
let offlineChainApp: TestApp

beforeAll(async () => {
  app = await createTestApp(
    { PUBLIC_URL: 'https://agora.example', RPC_URL_31337: inject('localRpcUrl') },
    { clock },
  )
  // nothing listens on port 9: a chain that cannot be reached
  offlineChainApp = await createTestApp({
    PUBLIC_URL: 'https://agora.example',
    RPC_URL_31337: 'http://127.0.0.1:9',
  })
})
afterAll(async () => {
  await app.close()
  await offlineChainApp.close()
})

describe('POST /api/auth/wallet', () => {
  it('signs a new wallet in and creates its account', async () => {
    const wallet = newWallet()
    const token = await signIn(app, wallet)
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })
    expect(me.statusCode).toBe(200)
    expect(me.json().user).toMatchObject({
      address: wallet.address.toLowerCase(),
      handle: `user_${wallet.address.toLowerCase().slice(0, 6)}`,
      role: 'user',
      kycStatus: 'none',
      permissions: [],
      isActive: true,
      isSuspended: false,
    })
  })

  it('reaches the same account on the next sign-in', async () => {
    const wallet = newWallet()
    const first = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(await signIn(app, wallet)),
    })
    const second = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(await signIn(app, wallet)),
    })
    expect(second.json().user.id).toBe(first.json().user.id)
  })

  it('refuses a nonce used twice (NONCE_INVALID)', async () => {
    const wallet = newWallet()
    const { nonce, message } = await requestNonce(app, wallet.address)
    const signature = await wallet.signMessage({ message })
    const body = { address: wallet.address, signature, message, nonce }
    expect((await postWalletLogin(app, body)).statusCode).toBe(200)
    const replay = await postWalletLogin(app, body)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toMatchObject({ code: 'NONCE_INVALID' })
  })

  it('gives exactly one token to two concurrent requests with one nonce', async () => {
    const wallet = newWallet()
    const { nonce, message } = await requestNonce(app, wallet.address)
    const signature = await wallet.signMessage({ message })
    const body = { address: wallet.address, signature, message, nonce }
    const results = await Promise.all([1, 2, 3, 4].map(() => postWalletLogin(app, body)))
    const statuses = results.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([200, 401, 401, 401])
  })

  it('refuses a nonce never issued (NONCE_INVALID)', async () => {
    const wallet = newWallet()
    const message = siweMessage({ address: wallet.address, nonce: 'Aaaaaaaaaaaaaaaaaaaaaaaa' })
    const res = await postWalletLogin(app, {
      address: wallet.address,
      signature: await wallet.signMessage({ message }),
      message,
      nonce: 'Aaaaaaaaaaaaaaaaaaaaaaaa',
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'NONCE_INVALID' })
  })

  it('refuses a nonce issued to another address (NONCE_INVALID)', async () => {
    const [victim, attacker] = [newWallet(), newWallet()]
    const { nonce } = await requestNonce(app, victim.address)
    const message = siweMessage({ address: attacker.address, nonce })
    const res = await signAndPost(app, attacker, message, nonce)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'NONCE_INVALID' })
  })

  it('refuses an expired nonce (NONCE_EXPIRED)', async () => {
    const wallet = newWallet()
    const { nonce } = await requestNonce(app, wallet.address)
    clock.advance(11 * 60 * 1000)
    // a fresh message around the stale nonce: only the nonce's own expiry stops it
    const message = siweMessage({ address: wallet.address, nonce, issuedAt: clock.now() })
    const res = await signAndPost(app, wallet, message, nonce)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'NONCE_EXPIRED' })
  })

  it('refuses a message whose expiration time has passed (MESSAGE_EXPIRED)', async () => {
    const wallet = newWallet()
    const { nonce, message } = await requestNonce(app, wallet.address)
    const signature = await wallet.signMessage({ message })
    clock.advance(10 * 60 * 1000 + 1)
    const res = await postWalletLogin(app, { address: wallet.address, signature, message, nonce })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'MESSAGE_EXPIRED' })
  })

  it('refuses a message issued over 10 minutes ago (MESSAGE_EXPIRED)', async () => {
    const wallet = newWallet()
    const { nonce } = await requestNonce(app, wallet.address)
    const message = siweMessage({
      address: wallet.address,
      nonce,
      issuedAt: new Date(clock.now().getTime() - 11 * 60 * 1000),
    })
    const res = await signAndPost(app, wallet, message, nonce)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'MESSAGE_EXPIRED' })
  })

  it('refuses a message not valid before a later time', async () => {
    const wallet = newWallet()
    const { nonce } = await requestNonce(app, wallet.address)
    const message = siweMessage({
      address: wallet.address,
      nonce,
      notBefore: new Date(clock.now().getTime() + 5 * 60 * 1000),
    })
    const res = await signAndPost(app, wallet, message, nonce)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'MESSAGE_NOT_YET_VALID' })
  })

  it.each([
    ['another domain', { domain: 'evil.example' }],
    ['another uri', { uri: 'https://evil.example' }],
  ])('refuses a message for %s (DOMAIN_MISMATCH)', async (_, override) => {
    const wallet = newWallet()
    const { nonce } = await requestNonce(app, wallet.address)
    const message = siweMessage({ address: wallet.address, nonce, ...override })
    const res = await signAndPost(app, wallet, message, nonce)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'DOMAIN_MISMATCH' })
  })

  it.each([56, 31337])(
    'refuses chain %i when the server does not serve it (SIGN_IN_CHAIN_NOT_SUPPORTED)',
    async (chainId) => {
      const wallet = newWallet()
      const { nonce } = await requestNonce(app, wallet.address)
      const message = siweMessage({ address: wallet.address, nonce, chainId })
      const server =
        chainId === 31337 ? await createTestApp({ PUBLIC_URL: 'https://agora.example' }) : app
      try {
        if (server !== app) await server.ctx.db.execute(`select 1`)
        const res = await signAndPost(server, wallet, message, nonce)
        expect(res.statusCode).toBe(401)
        expect(res.json()).toMatchObject({ code: 'SIGN_IN_CHAIN_NOT_SUPPORTED' })
      } finally {
        if (server !== app) await server.close()
      }
    },
  )

  it('refuses a body address that differs from the signed one (ADDRESS_MISMATCH)', async () => {
    const [signer, other] = [newWallet(), newWallet()]
    const { nonce, message } = await requestNonce(app, signer.address)
    const res = await postWalletLogin(app, {
      address: other.address,
      signature: await signer.signMessage({ message }),
      message,
      nonce,
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'ADDRESS_MISMATCH' })
  })

  it('refuses a signature by another key (SIGNATURE_INVALID), checked on the chain', async () => {
    const [owner, forger] = [newWallet(), newWallet()]
    const { nonce, message } = await requestNonce(app, owner.address, 31337)
    const res = await postWalletLogin(app, {
      address: owner.address,
      signature: await forger.signMessage({ message }),
      message,
      nonce,
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'SIGNATURE_INVALID' })
  })

  it('fails closed with 503 SMART_WALLET_CHAIN_UNAVAILABLE when the chain cannot be asked', async () => {
    const [owner, forger] = [newWallet(), newWallet()]
    const { nonce, message } = await requestNonce(offlineChainApp, owner.address, 31337)
    const res = await postWalletLogin(offlineChainApp, {
      address: owner.address,
      signature: await forger.signMessage({ message }),
      message,
      nonce,
    })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ code: 'SMART_WALLET_CHAIN_UNAVAILABLE' })
  })

  it('refuses a message that is not EIP-4361 with 400', async () => {
    const wallet = newWallet()
    const { nonce } = await requestNonce(app, wallet.address)
    const res = await postWalletLogin(app, {
      address: wallet.address,
      signature: await wallet.signMessage({ message: 'hello' }),
      message: 'hello',
      nonce,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'MESSAGE_INVALID' })
  })

  it('signs in on the local chain with a plain wallet', async () => {
    const token = await signIn(app, newWallet(), { chainId: 31337 })
    expect(token).toBeTruthy()
  })
})

/** Signs `message` with `wallet` and posts it as that wallet's sign-in. */
async function signAndPost(server: TestApp, wallet: LocalAccount, message: string, nonce: string) {
  const signature = await wallet.signMessage({ message })
  return postWalletLogin(server, { address: wallet.address, signature, message, nonce })
}

function siweMessage(overrides: {
  address: string
  nonce: string
  domain?: string
  uri?: string
  chainId?: number
  issuedAt?: Date
  notBefore?: Date
}) {
  return createSiweMessage({
    domain: overrides.domain ?? 'agora.example',
    uri: overrides.uri ?? 'https://agora.example',
    version: '1',
    chainId: overrides.chainId ?? 8453,
    address: getAddress(overrides.address),
    nonce: overrides.nonce,
    issuedAt: overrides.issuedAt ?? clock.now(),
    ...(overrides.notBefore ? { notBefore: overrides.notBefore } : {}),
  })
}
