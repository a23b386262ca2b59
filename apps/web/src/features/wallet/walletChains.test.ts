import type { ClientConfig } from '@agora/domain'
import { describe, expect, it } from 'vitest'
import { walletChains } from './walletChains.ts'

const config = (chains: ClientConfig['chains'], defaultChainId: number) =>
  ({ chains, defaultChainId }) as ClientConfig

describe('walletChains', () => {
  it('reads a chain without a browser RPC through the server, never a public RPC', async () => {
    const { transports } = walletChains(
      config(
        [
          { id: 8453, name: 'Base', rpcUrl: null },
          { id: 1, name: 'Ethereum', rpcUrl: null },
          { id: 31337, name: 'Hardhat', rpcUrl: 'http://127.0.0.1:8545' },
        ],
        31337,
      ),
      'https://agora.example',
    )
    const urlOf = (chainId: number) => transports[chainId]?.({}).value?.url
    expect(urlOf(8453)).toBe('https://agora.example/api/chains/8453/rpc')
    expect(urlOf(1)).toBe('https://agora.example/api/chains/1/rpc')
    expect(urlOf(31337)).toBe('http://127.0.0.1:8545')
  })

  it('puts the default chain first, for wallets to connect to', () => {
    const { chains } = walletChains(
      config(
        [
          { id: 8453, name: 'Base', rpcUrl: null },
          { id: 31337, name: 'Hardhat', rpcUrl: 'http://127.0.0.1:8545' },
        ],
        31337,
      ),
      'https://agora.example',
    )
    expect(chains.map((chain) => chain.id)).toEqual([31337, 8453])
    expect(chains[0].rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
  })
})
