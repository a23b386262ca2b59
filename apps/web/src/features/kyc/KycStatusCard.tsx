import { GlassCard } from '../../ui/GlassCard.tsx'
import type { KycState } from '../auth/authApi.ts'
import { KycStatusBadge } from './KycStatusBadge.tsx'
import { TIER_DETAILS } from './kycDocuments.ts'

const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : null

const SUMMARY = {
  none: 'You have not been verified yet. Verification unlocks selling and higher limits.',
  pending: 'Your documents are with our reviewers. This usually takes a day or two.',
  verified: 'Your identity is verified.',
  rejected: 'Your last verification was not accepted. See the reason below and try again.',
} as const

/** Where the user's identity check stands, with the reviewer's reason after a rejection. */
export function KycStatusCard({ kyc }: { kyc: KycState }) {
  const submitted = formatDate(kyc.submittedAt)
  const reviewed = formatDate(kyc.reviewedAt)
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
          Status
        </h2>
        <KycStatusBadge status={kyc.status} />
      </div>
      <p className="section-lead">{SUMMARY[kyc.status]}</p>
      {(kyc.tier || submitted) && (
        <dl className="kyc-status__facts">
          {kyc.tier && (
            <div>
              <dt>Tier</dt>
              <dd>{TIER_DETAILS[kyc.tier].title}</dd>
            </div>
          )}
          {submitted && (
            <div>
              <dt>Submitted</dt>
              <dd>{submitted}</dd>
            </div>
          )}
          {reviewed && (
            <div>
              <dt>Reviewed</dt>
              <dd>{reviewed}</dd>
            </div>
          )}
        </dl>
      )}
      {kyc.status === 'rejected' && kyc.reason && (
        <div className="kyc-status__reason">
          <strong>Reason from the reviewer</strong>
          <p>{kyc.reason}</p>
        </div>
      )}
    </GlassCard>
  )
}
