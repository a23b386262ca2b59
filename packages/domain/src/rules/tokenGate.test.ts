import { describe, expect, it } from 'vitest'
import { tokenGateParams } from './tokenGate.ts'

describe('tokenGateParams', () => {
  const base = { chainId: 8453, token: '0xabc', symbol: 'AGR', minBalance: '1', minimum: '1' }

  it('names the minimum of an ERC-20 in display units, with the token and chain', () => {
    expect(
      tokenGateParams({ ...base, kind: 'erc20', minBalance: '2500000', minimum: '2.5' }),
    ).toEqual({
      gate: 'erc20',
      amount: '2.5',
      name: 'AGR',
      token: '0xabc',
      chain: 'Base',
      chainId: 8453,
    })
  })

  it('asks for one NFT, or a count of them, named by the token when it has no symbol', () => {
    expect(tokenGateParams({ ...base, kind: 'erc721', symbol: 'PASS' })).toMatchObject({
      gate: 'nft',
      name: 'PASS',
    })
    expect(
      tokenGateParams({ ...base, kind: 'erc721', symbol: null, minBalance: '3', minimum: '3' }),
    ).toMatchObject({ gate: 'nfts', amount: '3', name: '0xabc' })
  })

  it('says `local` for the local chain and `unknown` for a chain Agora does not know', () => {
    expect(tokenGateParams({ ...base, kind: 'erc20', chainId: 31337 }).chain).toBe('local')
    expect(tokenGateParams({ ...base, kind: 'erc20', chainId: 999 })).toMatchObject({
      chain: 'unknown',
      chainId: 999,
    })
  })
})
