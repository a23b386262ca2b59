import type { KycStatus } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import './KycStatusBadge.css'

/** The identity check's state as a small coloured label. */
export function KycStatusBadge({ status }: { status: KycStatus }) {
  return <span className={`kyc-badge kyc-badge--${status}`}>{t(`kyc.badge.${status}`)}</span>
}
