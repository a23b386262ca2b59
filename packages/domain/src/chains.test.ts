import { describe, expect, it } from 'vitest'
import { chainName, isTestnet, LOCAL_CHAIN_ID } from './chains.ts'

describe('chainName', () => {
  it('names known chains and falls back to the id for unknown ones', () => {
    expect(chainName(8453)).toBe('Base')
    expect(chainName(LOCAL_CHAIN_ID)).toBe('Local chain')
    expect(chainName(999)).toBe('Chain 999')
  })
})

describe('isTestnet', () => {
  it('marks test networks and the local node, not main networks', () => {
    expect(isTestnet(84532)).toBe(true)
    expect(isTestnet(11155111)).toBe(true)
    expect(isTestnet(LOCAL_CHAIN_ID)).toBe(true)
    expect(isTestnet(8453)).toBe(false)
    expect(isTestnet(1)).toBe(false)
  })
})
