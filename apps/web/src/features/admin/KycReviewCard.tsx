import { KYC_REASON_MAX_LENGTH, type KycDecision, type KycQueueItem } from '@agora/domain'
import { type FormEvent, useId, useState } from 'react'
import { formatDateTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Ltr } from '../../ui/Ltr.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useKycDecision } from './data.ts'
import { KycDocumentPicture } from './KycDocumentPicture.tsx'
import { useOpenKycReview } from './kycReviewData.ts'

/** One submission: the person, the tier, their documents; open it to see the pictures, then approve or reject with a reason. */
export function KycReviewCard({ item }: { item: KycQueueItem }) {
  const decide = useKycDecision()
  const review = useOpenKycReview()
  const { showToast } = useToast()
  const id = useId()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const submitted = formatDateTime(item.submittedAt)

  function send(decision: KycDecision['decision']) {
    decide.mutate(
      {
        userId: item.userId,
        decision: decision === 'reject' ? { decision, reason: reason.trim() } : { decision },
      },
      {
        onSuccess: () =>
          showToast(
            t(decision === 'approve' ? 'admin.kyc.verified' : 'admin.kyc.rejected', {
              handle: item.handle,
            }),
            { type: 'success' },
          ),
        onError: (error) => showToast(errorMessage(error), { type: 'error' }),
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
          <strong id={`${id}-who`}>
            <Ltr>@{item.handle}</Ltr>
          </strong>
          <Ltr as="span" className="kyc-review__contact">
            {item.email ?? item.address}
          </Ltr>
        </div>
        <span className="admin-tier">{t('admin.kyc.tier', { tier: item.tier })}</span>
      </div>
      <p className="kyc-review__meta">{t('admin.kyc.submitted', { date: submitted })}</p>
      <dl className="kyc-review__docs">
        {item.documents.map((document) => (
          <div key={`${document.type}-${document.reference}`}>
            <dt>{t(`admin.kyc.document.${document.type}`)}</dt>
            <dd>
              <Ltr as="code">{document.reference}</Ltr>
              {document.country && <span> · {document.country}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {review.data ? (
        <ul
          className="kyc-review__pictures"
          aria-label={t('admin.kyc.pictures', { handle: item.handle })}
        >
          {review.data.documents.map((document) => {
            const label = t(`admin.kyc.document.${document.type}`)
            return (
              <li key={`${document.type}-${document.imageId}`}>
                <figure className="kyc-review__figure">
                  <KycDocumentPicture
                    link={document.imageUrl}
                    alt={t('admin.kyc.pictureOf', { document: label, handle: item.handle })}
                  />
                  <figcaption>{label}</figcaption>
                </figure>
              </li>
            )
          })}
        </ul>
      ) : (
        <div className="form-actions">
          <Button
            size="small"
            variant="outline"
            disabled={review.isPending}
            onClick={() => review.mutate(item.userId)}
          >
            {t('admin.kyc.open')}
          </Button>
        </div>
      )}
      {review.error && <FormAlert>{errorMessage(review.error)}</FormAlert>}
      {/* a decision comes after the pictures were seen (the server holds to it too) */}
      {review.data &&
        (rejecting ? (
          <form className="kyc-review__reject" onSubmit={onReject}>
            <label className="field__label" htmlFor={`${id}-reason`}>
              {t('admin.kyc.reasonFor', { handle: item.handle })}
            </label>
            <textarea
              id={`${id}-reason`}
              className="field__input kyc-review__reason"
              value={reason}
              maxLength={KYC_REASON_MAX_LENGTH}
              required
              placeholder={t('admin.kyc.reasonPlaceholder')}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="form-actions">
              <Button
                type="submit"
                size="small"
                className="button--danger"
                disabled={!reason.trim() || decide.isPending}
              >
                {t('admin.kyc.reject')}
              </Button>
              <Button size="small" variant="ghost" onClick={() => setRejecting(false)}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="form-actions">
            <Button size="small" disabled={decide.isPending} onClick={() => send('approve')}>
              {t('admin.kyc.approve')}
            </Button>
            <Button
              size="small"
              variant="outline"
              disabled={decide.isPending}
              onClick={() => setRejecting(true)}
            >
              {t('admin.kyc.rejectOpen')}
            </Button>
          </div>
        ))}
    </li>
  )
}
