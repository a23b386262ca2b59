import { REPORT_NOTE_MAX_LENGTH, REPORT_REASONS } from '@agora/domain'
import { type FormEvent, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { ModalDialog } from '../../ui/ModalDialog.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useReport } from './data.ts'

/** Reports a conversation to the moderators; they see who, when and why, never the texts. */
export function ReportDialog({
  conversationId,
  onClose,
}: {
  conversationId: string
  onClose: () => void
}) {
  const report = useReport()
  const { showToast } = useToast()
  const [reason, setReason] = useState<string>('spam')
  const [note, setNote] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    report.mutate(
      { id: conversationId, reason, note: note.trim() },
      {
        onSuccess: () => {
          showToast(t('messages.report.thanks'), { type: 'success' })
          onClose()
        },
      },
    )
  }
  return (
    <ModalDialog title={t('messages.report.title')} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span className="field__label">{t('messages.report.reason')}</span>
          <select value={reason} onChange={(event) => setReason(event.target.value)}>
            {REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`messages.report.reason.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('messages.report.note')}</span>
          <textarea
            value={note}
            maxLength={REPORT_NOTE_MAX_LENGTH}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <p className="field__hint">{t('messages.report.hint')}</p>
        {report.isError && <FormAlert>{errorMessage(report.error)}</FormAlert>}
        <div className="form-actions">
          <Button type="submit" disabled={report.isPending}>
            {t('messages.report.submit')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
