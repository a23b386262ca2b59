import { describe, expect, it } from 'vitest'
import { describeTokenGate } from './tokenGate.ts'

describe('describeTokenGate', () => {
  const base = { chainId: 8453, token: '0xabc', symbol: 'AGR', minBalance: '1', minimum: '1' }

  it('names the minimum of an ERC-20 in display units, with the token and chain', () => {
    expect(
      describeTokenGate({ ...base, kind: 'erc20', minBalance: '2500000', minimum: '2.5' }),
    ).toBe('at least 2.5 AGR (0xabc) on Base')
  })

  it('asks for one NFT, or a count of them', () => {
    expect(describeTokenGate({ ...base, kind: 'erc721', symbol: 'PASS' })).toBe(
      'a PASS NFT (0xabc) on Base',
    )
    expect(
      describeTokenGate({ ...base, kind: 'erc721', symbol: null, minBalance: '3', minimum: '3' }),
    ).toBe('at least 3 0xabc NFTs (0xabc) on Base')
  })
})
