import { type ClientConfig, DEFAULT_CHAIN_ID, SUPPORTED_CHAINS } from '@agora/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'

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
}

export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => apiFetch<ClientConfig>('/api/config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  })

/** The server's wallet settings; the built-in ones once it has failed to answer. */
export function useClientConfig(): ClientConfig | null {
  const query = useQuery(clientConfigQueryOptions())
  if (query.data) return query.data
  return query.isError ? BUILT_IN_CLIENT_CONFIG : null
}
