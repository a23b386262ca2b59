import { type ClientConfig, DEFAULT_CHAIN_ID, SUPPORTED_CHAINS } from '@agora/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { apiFetch } from '../../lib/api.ts'
import { LAST_CLIENT_CONFIG_KEY } from './lastClientConfigKey.ts'

/**
 * What the wallet UI uses when /api/config cannot be reached: the public chains, no demo
 * wallet (the server decides that) and no WalletConnect. Wallets still connect and sign in
 * offline (spec §8).
 */
export const BUILT_IN_CLIENT_CONFIG: ClientConfig = {
  success: true,
  appName: 'Agora',
  description: 'Decentralized Web3 Marketplace and DAO Platform',
  chains: SUPPORTED_CHAINS.map(({ id, name }) => ({ id, name, rpcUrl: null })),
  defaultChainId: DEFAULT_CHAIN_ID,
  demoWallet: false,
  walletConnectProjectId: null,
  // a server that cannot be reached takes no reports either
  vitalsSampleRate: 0,
  // without the server there is no checkout to protect
  escrow: {},
  usdc: {},
  testEth: false,
  // push subscriptions need the server's key: none offline
  vapidPublicKey: '',
}

export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['client-config'],
    queryFn: async ({ signal }) => {
      const config = await apiFetch<ClientConfig>('/api/config', { signal })
      window.localStorage.setItem(LAST_CLIENT_CONFIG_KEY, JSON.stringify(config))
      return config
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  })

/**
 * The server's wallet settings. When it cannot answer (an offline start): the ones it gave
 * last time, else the built-in ones, and it is asked again once the network is back. Offline,
 * a wallet on the server's local chain is then not told it is on the wrong network. Not asked
 * for while `enabled` is false.
 */
export function useClientConfig({ enabled = true } = {}): ClientConfig | null {
  const query = useQuery({ ...clientConfigQueryOptions(), enabled })
  const { isError, refetch } = query
  useEffect(() => {
    if (!isError) return
    const askAgain = () => void refetch()
    window.addEventListener('online', askAgain)
    return () => window.removeEventListener('online', askAgain)
  }, [isError, refetch])
  // read once per failure: the kit is built again whenever this object changes
  const [standIn, setStandIn] = useState<ClientConfig | null>(null)
  useEffect(() => {
    if (!isError) return setStandIn(null)
    let current = true
    void import('./lastClientConfig.ts').then(({ lastClientConfig }) => {
      if (current) setStandIn(lastClientConfig() ?? BUILT_IN_CLIENT_CONFIG)
    })
    return () => {
      current = false
    }
  }, [isError])
  return query.data ?? standIn
}
