import type { ClientConfig } from '@agora/domain'
import type { Chain, HttpTransport } from 'viem'
import { http } from 'wagmi'
import { arbitrum, base, baseSepolia, hardhat, mainnet, polygon, sepolia } from 'wagmi/chains'

const KNOWN_CHAINS: Record<number, Chain> = Object.fromEntries(
  [base, baseSepolia, mainnet, polygon, arbitrum, sepolia, hardhat].map((chain) => [
    chain.id,
    chain,
  ]),
)

/** JSON-RPC batching for every chain (spec §7): up to 1000 calls, sent without waiting. */
const BATCH = { batchSize: 1000, wait: 0 }

export type WalletChains = {
  chains: [Chain, ...Chain[]]
  transports: Record<number, HttpTransport>
}

/**
 * The chains the server accepts, the default one first (wallets connect to the first chain).
 * A chain's RPC URL from the server (a local node, an overridden Base Sepolia) replaces the
 * public one.
 */
export function walletChains(config: ClientConfig): WalletChains {
  const chains: Chain[] = []
  const transports: Record<number, HttpTransport> = {}
  const listed = [...config.chains].sort(
    (a, b) => Number(b.id === config.defaultChainId) - Number(a.id === config.defaultChainId),
  )
  for (const entry of listed) {
    const known = KNOWN_CHAINS[entry.id]
    if (!known) continue
    const rpcUrl = entry.rpcUrl ?? undefined
    chains.push(
      rpcUrl ? { ...known, rpcUrls: { ...known.rpcUrls, default: { http: [rpcUrl] } } } : known,
    )
    transports[entry.id] = http(rpcUrl, { batch: BATCH })
  }
  const [first, ...rest] = chains
  // the server always lists Base; this only guards a server that lists nothing known
  return first
    ? { chains: [first, ...rest], transports }
    : { chains: [base], transports: { [base.id]: http(undefined, { batch: BATCH }) } }
}
