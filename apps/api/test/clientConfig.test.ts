import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { createTestApp, type TestApp } from './testApp.ts'

let app: TestApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

describe('GET /api/config', () => {
  it('names the app and the chains it serves', async () => {
    app = await createTestApp({ RPC_URL_31337: 'http://127.0.0.1:8545', DEMO_WALLET: 'true' })
    const res = await app.inject({ method: 'GET', url: '/api/config' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      appName: 'Agora',
      description: 'Decentralized Web3 Marketplace and DAO Platform',
      demoWallet: true,
    })
    expect(body.chains.map((c: { id: number }) => c.id)).toEqual([
      8453, 84532, 1, 137, 42161, 11155111, 31337,
    ])
    expect(body.chains.at(-1)).toEqual({
      id: 31337,
      name: 'Local chain',
      rpcUrl: 'http://127.0.0.1:8545',
    })
    expect(body.defaultChainId).toBe(31337)
  })

  it('passes the Base Sepolia override to the browser but no other chain’s RPC', async () => {
    app = await createTestApp({
      RPC_URL_84532: 'https://sepolia.base.example',
      RPC_URL_8453: 'https://base.example/key123',
    })
    const chains = (await app.inject({ method: 'GET', url: '/api/config' })).json().chains
    expect(chains.find((c: { id: number }) => c.id === 84532).rpcUrl).toBe(
      'https://sepolia.base.example',
    )
    expect(chains.find((c: { id: number }) => c.id === 8453).rpcUrl).toBeNull()
  })
})

describe('the demo wallet setting', () => {
  it('is on with the embedded database and off on PostgreSQL or in production', () => {
    expect(loadConfig({}).demoWallet).toBe(true)
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/agora' }).demoWallet).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).demoWallet).toBe(
      false,
    )
  })

  it('cannot be forced on in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DEMO_WALLET: 'true' }),
    ).toThrow(/DEMO_WALLET/)
  })
})
