import { TooManyRequestsError } from '@agora/domain'
import type { PublicClient } from 'viem'
import type { ChainClients } from '../../chain/clients.ts'

const HAS_CODE_MS = 10 * 60 * 1000
// a counterfactual wallet may be deployed any minute: remember "no code" only briefly
const NO_CODE_MS = 60 * 1000
const MAX_REMEMBERED = 10_000
const CHAIN_CHECKS_PER_MINUTE = 10

type Memory = {
  code: Map<string, { hasCode: boolean; until: number }>
  /** Addresses a plain ECDSA signature has proven: held by a key, not a contract. */
  keyHeld: Map<string, true>
  checks: Map<string, { count: number; windowStart: number }>
}

// one memory per app (its chain clients), bounded, in-process
const memories = new WeakMap<ChainClients, Memory>()

function memoryOf(chains: ChainClients) {
  let memory = memories.get(chains)
  if (!memory) {
    memory = { code: new Map(), keyHeld: new Map(), checks: new Map() }
    memories.set(chains, memory)
  }
  return memory
}

function remember<K, V>(map: Map<K, V>, key: K, value: V) {
  map.delete(key)
  map.set(key, value)
  // oldest first: drop the least recently set
  if (map.size > MAX_REMEMBERED) map.delete(map.keys().next().value as K)
}

const keyOf = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`

export function rememberKeyHeld(chains: ChainClients, address: string) {
  remember(memoryOf(chains).keyHeld, address.toLowerCase(), true as const)
}

export function isKnownKeyHeld(chains: ChainClients, address: string) {
  return memoryOf(chains).keyHeld.has(address.toLowerCase())
}

/** `eth_getCode`, cached: 10 minutes when there is code, one minute when there is none. */
export async function hasContractCode(
  chains: ChainClients,
  client: PublicClient,
  chainId: number,
  address: `0x${string}`,
  now: number,
) {
  const { code } = memoryOf(chains)
  const cached = code.get(keyOf(chainId, address))
  if (cached && cached.until > now) return cached.hasCode
  const bytecode = await client.getCode({ address })
  const hasCode = bytecode !== undefined && bytecode !== '0x'
  remember(code, keyOf(chainId, address), {
    hasCode,
    until: now + (hasCode ? HAS_CODE_MS : NO_CODE_MS),
  })
  return hasCode
}

/** Each client may make the server ask the chain about a signature a few times a minute. */
export function assertChainCheckAllowed(chains: ChainClients, client: string, now: number) {
  const { checks } = memoryOf(chains)
  const entry = checks.get(client)
  if (!entry || now - entry.windowStart >= 60_000) {
    remember(checks, client, { count: 1, windowStart: now })
    return
  }
  entry.count += 1
  if (entry.count > CHAIN_CHECKS_PER_MINUTE) {
    throw new TooManyRequestsError('SMART_WALLET_CHECKS_LIMITED')
  }
}
