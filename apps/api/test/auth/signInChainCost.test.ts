import type { PublicClient } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ChainClients } from '../../src/chain/clients.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { newWallet, requestNonce, signIn } from '../wallets.ts'

// a chain that answers nothing, counting every attempt to ask it
let chainCalls: string[] = []
let codeAnswer: (() => Promise<unknown>) | null = null
const unreachable = new Proxy({} as PublicClient, {
  get: (_target, method: string) => {
    if (method === 'then') return undefined
    return async () => {
      chainCalls.push(method)
      if (method === 'getCode' && codeAnswer) return codeAnswer()
      throw new Error('connect ECONNREFUSED')
    }
  },
})
const chains: ChainClients = { publicClient: () => unreachable, signInClient: () => unreachable }

let app: TestApp
beforeAll(async () => {
  app = await createTestApp({}, { chains })
})
afterAll(() => app.close())
beforeEach(() => {
  chainCalls = []
  codeAnswer = null
})

async function forgedSignIn(address: `0x${string}`, ip = '10.9.9.9') {
  const forger = newWallet()
  const { nonce, message } = await requestNonce(app, address)
  const started = performance.now()
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/wallet',
    remoteAddress: ip,
    payload: { address, signature: await forger.signMessage({ message }), message, nonce },
  })
  return { res, ms: performance.now() - started }
}

describe('wallet sign-in checks cheap things before asking the chain', () => {
  it('refuses a wrong-key signature for a key-held wallet at once, with no chain call', async () => {
    const owner = newWallet()
    await signIn(app, owner)
    expect(chainCalls).toEqual([])

    const { res, ms } = await forgedSignIn(owner.address)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'SIGNATURE_INVALID' })
    expect(chainCalls).toEqual([])
    expect(ms).toBeLessThan(1000)
  })

  it('refuses a spent nonce before looking at the signature or the chain', async () => {
    const owner = newWallet()
    const { nonce, message } = await requestNonce(app, owner.address)
    const payload = {
      address: owner.address,
      signature: await owner.signMessage({ message }),
      message,
      nonce,
    }
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/wallet', payload })).statusCode,
    ).toBe(200)
    const forged = { ...payload, signature: await newWallet().signMessage({ message }) }
    const res = await app.inject({ method: 'POST', url: '/api/auth/wallet', payload: forged })
    expect(res.json()).toMatchObject({ code: 'NONCE_INVALID' })
    expect(chainCalls).toEqual([])
  })

  it('asks an unknown address’s code once, caches it, and answers a plain address with 401', async () => {
    codeAnswer = async () => undefined
    const stranger = newWallet().address
    const first = await forgedSignIn(stranger, '10.9.8.1')
    const second = await forgedSignIn(stranger, '10.9.8.1')
    expect(first.res.json()).toMatchObject({ code: 'SIGNATURE_INVALID' })
    expect(second.res.json()).toMatchObject({ code: 'SIGNATURE_INVALID' })
    expect(chainCalls).toEqual(['getCode'])
  })

  it('fails closed with 503 when the chain is unreachable, after one short attempt', async () => {
    const { res } = await forgedSignIn(newWallet().address, '10.9.8.2')
    expect(res.statusCode).toBe(503)
    expect(chainCalls).toEqual(['getCode'])
  })

  it('limits how often one client may make the server ask the chain', async () => {
    codeAnswer = async () => undefined
    const codes: number[] = []
    for (let i = 0; i < 11; i++)
      codes.push((await forgedSignIn(newWallet().address, '10.9.7.7')).res.statusCode)
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(codes[10]).toBe(429)
    expect(chainCalls).toHaveLength(10)
  })
})
