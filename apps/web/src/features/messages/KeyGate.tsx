import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { shortAddress } from '../../lib/shortAddress.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useMessagingKey } from './useMessagingKey.ts'

/** Its children once the messaging key is open; otherwise what it takes to open it. */
export function KeyGate({ address, children }: { address: string; children: ReactNode }) {
  const { state, unlock } = useMessagingKey()
  const web3 = useWeb3()
  if (state.status === 'ready') return children
  if (state.status === 'checking')
    return (
      <div role="status" aria-label="Loading messages">
        <Skeleton shape="block" height="12rem" />
      </div>
    )
  const walletMatches = web3.isConnected && web3.address?.toLowerCase() === address.toLowerCase()
  const hasPublishedKey = state.status !== 'unlocking' && state.hasPublishedKey
  const action = !web3.isConnected ? (
    <Button icon="link" onClick={web3.openConnectModal}>
      Connect wallet
    </Button>
  ) : !walletMatches ? null : (
    <Button icon="lock" disabled={state.status === 'unlocking'} onClick={unlock}>
      {state.status === 'unlocking' ? 'Waiting for your wallet…' : 'Unlock messages'}
    </Button>
  )
  return (
    <div className="view">
      <header className="view__header">
        <h1>Messages</h1>
      </header>
      <EmptyState icon="lock" title="Your messages are end-to-end encrypted" action={action}>
        {hasPublishedKey
          ? 'Sign a message with your wallet to open your messages in this browser. Nothing is sent on-chain.'
          : 'Sign a message with your wallet to set up your messaging key. It opens your messages in any browser where you sign again. Nothing is sent on-chain.'}
        {web3.isConnected && !walletMatches && (
          <>
            {' '}
            Your wallet is on {shortAddress(web3.address ?? '')}: switch it to{' '}
            {shortAddress(address)}, the wallet of this account.
          </>
        )}
      </EmptyState>
      {state.status === 'error' && <FormAlert>{state.message}</FormAlert>}
    </div>
  )
}

/** E-mail-only accounts have no wallet to unlock a key with. */
export function LinkWalletFirst() {
  return (
    <EmptyState
      icon="link"
      title="Link a wallet to use messages"
      action={
        <Link className="button button--primary button--medium" to="/account">
          Link a wallet
        </Link>
      }
    >
      Messages are end-to-end encrypted with a key that your wallet unlocks. Link a wallet to your
      account on the account page, then come back.
    </EmptyState>
  )
}
