import { useCallback, useRef } from 'react'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { useAccount } from '../auth/useAccount.ts'
import { prepareSignInMessage, signInChainId } from './signInMessage.ts'
import { loginWithWallet, type WalletLoginResult } from './walletSignIn.ts'

/**
 * Signs in with the connected wallet. With `linkToSession` the wallet joins the signed-in
 * e-mail account instead.
 */
export function useWalletLogin() {
  const web3 = useWeb3()
  const account = useAccount()
  const latest = useRef({ web3, account })
  latest.current = { web3, account }

  return useCallback(async (linkToSession = false): Promise<WalletLoginResult> => {
    const { web3, account } = latest.current
    return loginWithWallet({
      connector: web3.connector,
      status: web3.status,
      address: web3.address,
      chainId: signInChainId(web3.chainId, web3.clientConfig),
      prepareMessage: prepareSignInMessage,
      signMessage: web3.signMessage,
      completeSignIn: (attempt) => account.completeWalletSignIn(attempt, linkToSession),
    })
  }, [])
}
