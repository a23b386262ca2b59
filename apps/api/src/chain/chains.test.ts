import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { testEthRpcUrl } from './chains.ts'

describe('testEthRpcUrl', () => {
  const local = { RPC_URL_31337: 'http://127.0.0.1:8545' }

  it('is the local chain’s RPC when one is configured', () => {
    expect(testEthRpcUrl(loadConfig(local))).toBe('http://127.0.0.1:8545')
  })

  it('is null without a local chain, and in production even with one', () => {
    expect(testEthRpcUrl(loadConfig({}))).toBeNull()
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ...local }
    expect(testEthRpcUrl(loadConfig(production))).toBeNull()
  })
})
