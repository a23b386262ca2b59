import { KYC_REASON_MAX_LENGTH } from '@agora/domain'
import { useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useRevokeKyc } from './kycReviewData.ts'

/** Withdraws a person's verification (a forged document found later), with the reason they read. */
export function RevokeKyc({ userId, handle }: { userId: string; handle: string }) {
  const revoke = useRevokeKyc()
  const { showToast } = useToast()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')

  function confirm() {
    revoke.mutate(
      { userId, reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false)
          showToast(t('admin.kyc.revoked', { handle }), { type: 'success' })
        },
        onError: (error) => showToast(errorMessage(error), { type: 'error' }),
      },
    )
  }

  return (
    <>
      <Button
        size="small"
        variant="outline"
        aria-label={t('admin.kyc.revokeLabel', { handle })}
        onClick={() => setOpen(true)}
      >
        {t('admin.kyc.revoke')}
      </Button>
      {open && (
        <ConfirmDialog
          title={t('admin.kyc.revokeTitle', { handle })}
          confirmLabel={t('admin.kyc.revokeConfirm')}
          confirmDisabled={!reason.trim() || revoke.isPending}
          onConfirm={confirm}
          onCancel={() => setOpen(false)}
        >
          <p>{t('admin.kyc.revokeText', { handle })}</p>
          <label className="field__label" htmlFor={`${id}-reason`}>
            {t('admin.kyc.revokeReason')}
          </label>
          <textarea
            id={`${id}-reason`}
            className="field__input kyc-review__reason"
            value={reason}
            maxLength={KYC_REASON_MAX_LENGTH}
            required
            onChange={(event) => setReason(event.target.value)}
          />
        </ConfirmDialog>
      )}
    </>
  )
}
