import { LOCAL_CHAIN_ID } from '@agora/domain'
import { useWeb3 } from '../../../lib/useWeb3.ts'
import { useAuth } from '../../auth/useAuth.ts'

/**
 * Whether "Get test ETH" can be offered for `chainId`: only the local chain (31337), only
 * where the server sends test ETH, and only to someone signed in (it goes to their wallet).
 */
export function useTestEthOffered(chainId: number): boolean {
  const web3 = useWeb3()
  const auth = useAuth()
  return chainId === LOCAL_CHAIN_ID && Boolean(web3.clientConfig?.testEth) && auth.isAuthenticated
}
