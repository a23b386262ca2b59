import { createAuthenticationAdapter } from '@rainbow-me/rainbowkit'
import type { Address } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { WalletSignInAttempt } from '../auth/authApi.ts'
import { prepareSignInMessage, type SignInMessage } from './signInMessage.ts'

export type AdapterDependencies = {
  /** The connected account and the chain its sign-in message should name. */
  currentAccount(): { address: Address; chainId: number } | null
  completeSignIn(attempt: WalletSignInAttempt): Promise<unknown>
  signOut(): Promise<void>
  prepareMessage?: (address: Address, chainId: number) => Promise<SignInMessage>
}

/**
 * RainbowKit's sign-in modal steps (spec §4 Wallet sign-in steps): the nonce and message come
 * from the server (or are made locally when it is unreachable), the signed message goes to
 * POST /api/auth/wallet. A failed verification answers false: the modal shows its retry text.
 */
export function createWalletAuthAdapter(dependencies: AdapterDependencies) {
  const prepare = dependencies.prepareMessage ?? prepareSignInMessage
  let prepared: (SignInMessage & { address: Address }) | null = null

  return createAuthenticationAdapter({
    async getNonce() {
      const account = dependencies.currentAccount()
      if (!account) throw new Error('Wallet not connected')
      prepared = { ...(await prepare(account.address, account.chainId)), address: account.address }
      return prepared.nonce
    },
    createMessage({ nonce, address }) {
      if (prepared?.nonce === nonce && prepared.address === address) return prepared.message
      throw new Error('The sign-in message was prepared for another account')
    },
    async verify({ message, signature }) {
      try {
        const { address, nonce } = parseSiweMessage(message)
        if (!address || !nonce) return false
        await dependencies.completeSignIn({ address, message, signature, nonce })
        return true
      } catch {
        return false
      }
    },
    signOut: () => dependencies.signOut(),
  })
}
