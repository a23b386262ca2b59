import { CHAIN_READ_BATCH_MAX, type ClientConfig } from '@agora/domain'
import type { Chain, HttpTransport } from 'viem'
import { http } from 'wagmi'
import { arbitrum, base, baseSepolia, hardhat, mainnet, polygon, sepolia } from 'wagmi/chains'

const KNOWN_CHAINS: Record<number, Chain> = Object.fromEntries(
  [base, baseSepolia, mainnet, polygon, arbitrum, sepolia, hardhat].map((chain) => [
    chain.id,
    chain,
  ]),
)

/** JSON-RPC batching for every chain (spec §7), sent without waiting. */
const BATCH = { batchSize: CHAIN_READ_BATCH_MAX, wait: 0 }

/**
 * Where the browser reads a chain it has no RPC of its own for: the server relays the read
 * (`POST /api/chains/{id}/rpc`), so the person's address and IP go to no RPC provider.
 */
export const relayedReadsUrl = (chainId: number, origin: string) =>
  new URL(`/api/chains/${chainId}/rpc`, origin).href

export type WalletChains = {
  chains: [Chain, ...Chain[]]
  transports: Record<number, HttpTransport>
}

/**
 * The chains the server accepts, the default one first (wallets connect to the first chain).
 * A chain's RPC URL from the server (a local node, an overridden Base Sepolia) replaces the
 * public one; the others are read through the server (`relayedReadsUrl`), never from a
 * public RPC.
 */
export function walletChains(
  config: ClientConfig,
  origin: string = window.location.origin,
): WalletChains {
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
    transports[entry.id] = http(rpcUrl ?? relayedReadsUrl(entry.id, origin), { batch: BATCH })
  }
  const [first, ...rest] = chains
  // the server always lists Base; this only guards a server that lists nothing known
  return first
    ? { chains: [first, ...rest], transports }
    : {
        chains: [base],
        transports: { [base.id]: http(relayedReadsUrl(base.id, origin), { batch: BATCH }) },
      }
}
