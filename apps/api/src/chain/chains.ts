import { LOCAL_CHAIN_ID, SUPPORTED_CHAINS } from '@agora/domain'
import type { Chain } from 'viem'
import { arbitrum, base, baseSepolia, hardhat, mainnet, polygon, sepolia } from 'viem/chains'
import type { Config } from '../config.ts'

const VIEM_CHAINS: Record<number, Chain> = {
  [base.id]: base,
  [baseSepolia.id]: baseSepolia,
  [mainnet.id]: mainnet,
  [polygon.id]: polygon,
  [arbitrum.id]: arbitrum,
  [sepolia.id]: sepolia,
  [hardhat.id]: hardhat,
}

/** The chains this server accepts: the six public ones, plus a local node when its RPC is set. */
export function enabledChainIds(config: Config): number[] {
  const ids: number[] = SUPPORTED_CHAINS.map((chain) => chain.id)
  if (config.rpcUrls[LOCAL_CHAIN_ID]) ids.push(LOCAL_CHAIN_ID)
  return ids
}

export function viemChain(chainId: number): Chain {
  const chain = VIEM_CHAINS[chainId]
  if (!chain) throw new Error(`no chain definition for ${chainId}`)
  return chain
}

/**
 * The local node test ETH is sent on (POST /api/test-eth): the configured chain 31337, never
 * in production. Null when this server offers no test ETH.
 */
export function testEthRpcUrl(config: Config): string | null {
  if (config.env === 'production') return null
  return config.rpcUrls[LOCAL_CHAIN_ID] ?? null
}
