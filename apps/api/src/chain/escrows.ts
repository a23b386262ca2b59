import type { FastifyBaseLogger } from 'fastify'
import type { Address, Hex } from 'viem'
import type { Config } from '../config.ts'
import { enabledChainIds } from './chains.ts'
import type { ChainClients } from './clients.ts'

/** The escrow contract of each chain that has one: checkout on those chains funds it. */
export type Escrows = {
  on(chainId: number): Address | null
  all(): Record<number, Address>
  use(chainId: number, address: Address): void
  drop(chainId: number): void
  /** The key that sends auto-releases on this chain, if any. */
  keeperKey(chainId: number): Hex | null
  useKeeper(chainId: number, key: Hex): void
}

export function createEscrows(config: Config): Escrows {
  const enabled = new Set(enabledChainIds(config))
  const byChain = new Map<number, Address>(
    Object.entries(config.escrowAddresses)
      .map(([chainId, address]) => [Number(chainId), address] as const)
      .filter(([chainId]) => enabled.has(chainId)),
  )
  const keepers = new Map<number, Hex>()
  return {
    on: (chainId) => byChain.get(chainId) ?? null,
    keeperKey: (chainId) => keepers.get(chainId) ?? config.escrowKeeperKey,
    useKeeper: (chainId, key) => void keepers.set(chainId, key),
    all: () => Object.fromEntries(byChain),
    use: (chainId, address) => void byChain.set(chainId, address),
    drop: (chainId) => void byChain.delete(chainId),
  }
}

/**
 * A configured address with no contract behind it is dropped, so no listing claims escrow
 * that checkout could not use. An unreachable chain proves nothing: its setting stays.
 */
export async function dropEscrowsWithoutCode(
  escrows: Escrows,
  chains: ChainClients,
  log: FastifyBaseLogger,
) {
  await Promise.all(
    Object.entries(escrows.all()).map(async ([chainId, address]) => {
      const code = await chains
        .publicClient(Number(chainId))
        .getCode({ address })
        .catch(() => null)
      if (code === null) return
      if (!code || code === '0x') {
        escrows.drop(Number(chainId))
        log.error(
          { chainId, address },
          'ESCROW_ADDRESS has no contract on its chain: escrow is off there',
        )
      }
    }),
  )
}
