import { formatDateTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { GlassCard } from '../../ui/GlassCard.tsx'
import type { KycState } from '../auth/authApi.ts'
import { KycStatusBadge } from './KycStatusBadge.tsx'
import { tierTitle } from './kycDocuments.ts'

const formatWhen = (iso: string | null) => (iso ? formatDateTime(iso) : null)

/** Where the user's identity check stands, with the reviewer's reason after a rejection. */
export function KycStatusCard({ kyc }: { kyc: KycState }) {
  const submitted = formatWhen(kyc.submittedAt)
  const reviewed = formatWhen(kyc.reviewedAt)
  return (
    <GlassCard
      as="section"
      padding="large"
      className="kyc-status"
      aria-labelledby="kyc-status-title"
      animate
    >
      <div className="kyc-status__head">
        <h2 id="kyc-status-title" className="section-title">
          {t('kyc.status.title')}
        </h2>
        <KycStatusBadge status={kyc.status} />
      </div>
      <p className="section-lead">{t(`kyc.summary.${kyc.status}`)}</p>
      {(kyc.tier || submitted) && (
        <dl className="kyc-status__facts">
          {kyc.tier && (
            <div>
              <dt>{t('kyc.status.tier')}</dt>
              <dd>{tierTitle(kyc.tier)}</dd>
            </div>
          )}
          {submitted && (
            <div>
              <dt>{t('kyc.status.submitted')}</dt>
              <dd>{submitted}</dd>
            </div>
          )}
          {reviewed && (
            <div>
              <dt>{t('kyc.status.reviewed')}</dt>
              <dd>{reviewed}</dd>
            </div>
          )}
        </dl>
      )}
      {kyc.status === 'rejected' && kyc.reason && (
        <div className="kyc-status__reason">
          <strong>{t('kyc.status.reason')}</strong>
          <p>{kyc.reason}</p>
        </div>
      )}
    </GlassCard>
  )
}
