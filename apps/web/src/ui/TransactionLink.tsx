import { transactionUrl } from '../lib/explorer.ts'
import { shortAddress } from '../lib/shortAddress.ts'
import { Ltr } from './Ltr.tsx'

/** A transaction hash, linked to the chain's explorer where it has one. */
export function TransactionLink({ chainId, hash }: { chainId: number; hash: string }) {
  const url = transactionUrl(chainId, hash)
  const label = <Ltr as="code">{shortAddress(hash)}</Ltr>
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" title={hash}>
      {label}
    </a>
  ) : (
    <span title={hash}>{label}</span>
  )
}
