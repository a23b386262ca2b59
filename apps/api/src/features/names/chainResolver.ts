import { isAddressEqual, namehash, type PublicClient, parseAbi } from 'viem'
import { base, mainnet } from 'viem/chains'
import { getEnsAddress, getEnsName, normalize } from 'viem/ens'
import type { ChainClients } from '../../chain/clients.ts'
import type { Config } from '../../config.ts'
import { type NameResolver, NameResolverUnavailable } from './nameResolver.ts'

/** Basenames' resolver on Base, which holds both directions (Coinbase's deployment). */
export const BASENAME_L2_RESOLVER = '0xC6d566A56A1aFf6508b41f6c90ff131615583BCD'

export const basenameResolverAbi = parseAbi([
  'function name(bytes32 node) view returns (string)',
  'function addr(bytes32 node) view returns (address)',
])

/**
 * ENS on mainnet, then Basenames on Base, each on its configured RPC (RPC_URL_1,
 * RPC_URL_8453) only: a public default endpoint is not asked for every person. Null when
 * neither is configured.
 */
export function chainResolver(config: Config, chains: ChainClients): NameResolver | null {
  const ens = config.rpcUrls[mainnet.id] ? chains.publicClient(mainnet.id) : null
  const basenames = config.rpcUrls[base.id] ? chains.publicClient(base.id) : null
  if (!ens && !basenames) return null
  return {
    source: 'ENS through the configured RPC',
    async resolve(address) {
      try {
        return (
          (ens && (await ensName(ens, address))) ??
          (basenames && (await basename(basenames, address))) ??
          null
        )
      } catch (error) {
        throw new NameResolverUnavailable(error instanceof Error ? error.message : String(error))
      }
    },
  }
}

/**
 * The address's primary ENS name (reverse record), kept only when the name resolves back to
 * the address (forward check) and is in normalised form, so no one borrows another's name.
 */
export async function ensName(client: PublicClient, address: `0x${string}`) {
  const name = await getEnsName(client, { address })
  if (!name || !isNormalized(name)) return null
  const forward = await getEnsAddress(client, { name })
  return forward && isAddressEqual(forward, address) ? name : null
}

/** The address's Basename: its reverse record on Base (coin type 0x80002105), forward-checked. */
export async function basename(client: PublicClient, address: `0x${string}`) {
  const reverseNode = namehash(`${address.slice(2).toLowerCase()}.80002105.reverse`)
  const name = await client.readContract({
    address: BASENAME_L2_RESOLVER,
    abi: basenameResolverAbi,
    functionName: 'name',
    args: [reverseNode],
  })
  if (!name || !isNormalized(name)) return null
  const forward = await client.readContract({
    address: BASENAME_L2_RESOLVER,
    abi: basenameResolverAbi,
    functionName: 'addr',
    args: [namehash(name)],
  })
  return isAddressEqual(forward, address) ? name : null
}

function isNormalized(name: string) {
  try {
    return normalize(name) === name
  } catch {
    return false
  }
}
