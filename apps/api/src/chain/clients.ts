import { createPublicClient, http, type PublicClient } from 'viem'
import type { Config } from '../config.ts'
import { viemChain } from './chains.ts'

// spec §9 Chain: HTTP RPC timeout, retries with doubling delay, batching
const RPC_TIMEOUT_MS = 10_000
const RPC_RETRIES = 3
const RPC_RETRY_DELAY_MS = 150
const RPC_BATCH_SIZE = 1000
// sign-in waits on the chain only for smart wallets, and briefly: a slow RPC must not
// turn forged sign-ins into long-held requests
const SIGN_IN_TIMEOUT_MS = 2_000

export type ChainClients = {
  publicClient(chainId: number): PublicClient
  /** Short timeout, no retries: for checks a person is waiting on at sign-in. */
  signInClient(chainId: number): PublicClient
}

export type RpcOutcome = 'ok' | 'error'

/**
 * One cached public client per chain, on the configured RPC or the chain's public default.
 * `onCall` hears the outcome of every HTTP call to a chain (metrics).
 */
export function createChainClients(
  config: Config,
  onCall: (chainId: number, outcome: RpcOutcome) => void = () => {},
): ChainClients {
  const countedFetch =
    (chainId: number): typeof fetch =>
    async (input, init) => {
      try {
        const response = await fetch(input, init)
        onCall(chainId, response.ok ? 'ok' : 'error')
        return response
      } catch (error) {
        onCall(chainId, 'error')
        throw error
      }
    }
  const cached = (options: { timeout: number; retryCount: number }) => {
    const clients = new Map<number, PublicClient>()
    return (chainId: number) => {
      let client = clients.get(chainId)
      if (!client) {
        client = createPublicClient({
          chain: viemChain(chainId),
          transport: http(config.rpcUrls[chainId], {
            ...options,
            retryDelay: RPC_RETRY_DELAY_MS,
            batch: { batchSize: RPC_BATCH_SIZE, wait: 0 },
            fetchFn: countedFetch(chainId),
          }),
        }) as PublicClient
        clients.set(chainId, client)
      }
      return client
    }
  }
  return {
    publicClient: cached({ timeout: RPC_TIMEOUT_MS, retryCount: RPC_RETRIES }),
    signInClient: cached({ timeout: SIGN_IN_TIMEOUT_MS, retryCount: 0 }),
  }
}
