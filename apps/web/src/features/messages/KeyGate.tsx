import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { richMessage } from '../../i18n/richMessage.tsx'
import { shortAddress } from '../../lib/shortAddress.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Ltr } from '../../ui/Ltr.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useMessagingKey } from './useMessagingKey.ts'

/** Its children once the messaging key is open; otherwise what it takes to open it. */
export function KeyGate({ address, children }: { address: string; children: ReactNode }) {
  const { state, unlock } = useMessagingKey()
  const web3 = useWeb3()
  if (state.status === 'ready') return children
  if (state.status === 'checking')
    return (
      <div role="status" aria-label={t('messages.loadingMessages')}>
        <Skeleton shape="block" height="12rem" />
      </div>
    )
  if (state.status === 'offline')
    return (
      <div className="view">
        <header className="view__header">
          <h1>{t('messages.title')}</h1>
        </header>
        <EmptyState icon="wifiOff" title={t('messages.offline.title')}>
          {t('messages.offline.body')}
        </EmptyState>
      </div>
    )
  const walletMatches = web3.isConnected && web3.address?.toLowerCase() === address.toLowerCase()
  const hasPublishedKey = state.status !== 'unlocking' && state.hasPublishedKey
  const action = !web3.isConnected ? (
    <Button icon="link" onClick={web3.openConnectModal}>
      {t('messages.key.connectWallet')}
    </Button>
  ) : !walletMatches ? null : (
    <Button icon="lock" disabled={state.status === 'unlocking'} onClick={unlock}>
      {state.status === 'unlocking' ? t('messages.key.waiting') : t('messages.key.unlock')}
    </Button>
  )
  return (
    <div className="view">
      <header className="view__header">
        <h1>{t('messages.title')}</h1>
      </header>
      <EmptyState icon="lock" title={t('messages.key.title')} action={action}>
        {hasPublishedKey ? t('messages.key.openHint') : t('messages.key.setUpHint')}
        {web3.isConnected && !walletMatches && (
          <>
            {' '}
            {richMessage('messages.key.wrongWallet', {
              current: <Ltr>{shortAddress(web3.address ?? '')}</Ltr>,
              expected: <Ltr>{shortAddress(address)}</Ltr>,
            })}
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
      title={t('messages.linkWallet.title')}
      action={
        <Link className="button button--primary button--medium" to="/account">
          {t('messages.linkWallet.action')}
        </Link>
      }
    >
      {t('messages.linkWallet.body')}
    </EmptyState>
  )
}
