import { t } from '../i18n/i18n.ts'
import { CopyButton } from './CopyButton.tsx'
import { TransactionLink } from './TransactionLink.tsx'
import './TransactionHash.css'

/**
 * A transaction on one unbroken line: its hash cut short (linked to the chain's explorer where
 * it has one) and a button that copies the whole hash.
 */
export function TransactionHash({ chainId, hash }: { chainId: number; hash: string }) {
  return (
    <span className="transaction-hash">
      <TransactionLink chainId={chainId} hash={hash} />
      <CopyButton text={hash} label={t('ui.copy.transaction')} compact />
    </span>
  )
}
