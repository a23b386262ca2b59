import { type FormEvent, useId, useState } from 'react'
import { Button } from '../../ui/Button.tsx'
import { useToast } from '../../ui/useToast.ts'
import { DOCUMENT_LABELS, TIER_DETAILS } from '../kyc/kycDocuments.ts'
import { type KycQueueItem, useKycDecision } from './data.ts'

/** One submission: the person, the tier, their documents; approve, or reject with a reason. */
export function KycReviewCard({ item }: { item: KycQueueItem }) {
  const decide = useKycDecision()
  const { showToast } = useToast()
  const id = useId()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const submitted = new Date(item.submittedAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })

  function send(decision: 'approve' | 'reject') {
    decide.mutate(
      {
        userId: item.userId,
        decision: decision === 'reject' ? { decision, reason: reason.trim() } : { decision },
      },
      {
        onSuccess: () =>
          showToast(
            decision === 'approve'
              ? `@${item.handle} is verified`
              : `@${item.handle}'s verification was rejected`,
            { type: 'success' },
          ),
        onError: (error) => showToast(error.message, { type: 'error' }),
      },
    )
  }

  function onReject(event: FormEvent) {
    event.preventDefault()
    if (reason.trim()) send('reject')
  }

  return (
    <li className="kyc-review" aria-labelledby={`${id}-who`}>
      <div className="kyc-review__head">
        <div>
          <strong id={`${id}-who`}>@{item.handle}</strong>
          <span className="kyc-review__contact">{item.email ?? item.address}</span>
        </div>
        <span className="admin-tier">{TIER_DETAILS[item.tier].title} tier</span>
      </div>
      <p className="kyc-review__meta">Submitted {submitted}</p>
      <dl className="kyc-review__docs">
        {item.documents.map((document) => (
          <div key={`${document.type}-${document.reference}`}>
            <dt>{DOCUMENT_LABELS[document.type]}</dt>
            <dd>
              <code>{document.reference}</code>
              {document.country && <span> · {document.country}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {rejecting ? (
        <form className="kyc-review__reject" onSubmit={onReject}>
          <label className="field__label" htmlFor={`${id}-reason`}>
            Reason for @{item.handle}
          </label>
          <textarea
            id={`${id}-reason`}
            className="field__input kyc-review__reason"
            value={reason}
            maxLength={1000}
            required
            placeholder="What should they fix? e.g. The document number is unreadable."
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="form-actions">
            <Button
              type="submit"
              size="small"
              className="button--danger"
              disabled={!reason.trim() || decide.isPending}
            >
              Reject
            </Button>
            <Button size="small" variant="ghost" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="form-actions">
          <Button size="small" disabled={decide.isPending} onClick={() => send('approve')}>
            Approve
          </Button>
          <Button
            size="small"
            variant="outline"
            disabled={decide.isPending}
            onClick={() => setRejecting(true)}
          >
            Reject…
          </Button>
        </div>
      )}
    </li>
  )
}
