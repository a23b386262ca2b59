import type { KycStatus } from '@agora/domain'
import './KycStatusBadge.css'

const LABELS: Record<KycStatus, string> = {
  none: 'Not verified',
  pending: 'Verification pending',
  verified: 'Verified',
  rejected: 'Verification rejected',
}

/** The identity check's state as a small coloured label. */
export function KycStatusBadge({ status }: { status: KycStatus }) {
  return <span className={`kyc-badge kyc-badge--${status}`}>{LABELS[status]}</span>
}
