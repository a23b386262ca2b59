import { useMemo, useRef } from 'react'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { useAccount } from '../auth/useAccount.ts'
import { useAuth } from '../auth/useAuth.ts'
import { signInChainId } from './signInMessage.ts'
import { createWalletAuthAdapter } from './walletAuthAdapter.ts'

/** One adapter for the app's lifetime, reading the current wallet and session through refs. */
export function useWalletAuthAdapter() {
  const web3 = useWeb3()
  const account = useAccount()
  const auth = useAuth()
  const latest = useRef({ web3, account, auth })
  latest.current = { web3, account, auth }

  return useMemo(
    () =>
      createWalletAuthAdapter({
        currentAccount() {
          const { address, chainId, clientConfig } = latest.current.web3
          const signInChain = signInChainId(chainId, clientConfig)
          return address && signInChain !== undefined ? { address, chainId: signInChain } : null
        },
        completeSignIn: (attempt) => latest.current.account.completeWalletSignIn(attempt),
        signOut: () => latest.current.auth.logout(),
      }),
    [],
  )
}
