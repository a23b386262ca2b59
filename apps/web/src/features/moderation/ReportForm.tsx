import { CONTENT_REPORT_REASONS, REPORT_NOTE_MAX_LENGTH, type ReportTarget } from '@agora/domain'
import { type FormEvent, useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useReport } from './data.ts'

/** Report a post, comment, listing or person to the moderators: a reason and a note. */
export function ReportForm({
  targetKind,
  targetId,
  communityId,
  onDone,
}: {
  targetKind: ReportTarget
  targetId: string
  communityId?: string
  onDone: () => void
}) {
  const report = useReport()
  const { showToast } = useToast()
  const [reason, setReason] = useState<(typeof CONTENT_REPORT_REASONS)[number]>('spam')
  const [note, setNote] = useState('')
  const ids = { reason: useId(), note: useId() }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    report.mutate(
      { targetKind, targetId, reason, note: note.trim(), ...(communityId ? { communityId } : {}) },
      {
        onSuccess: () => {
          showToast(t('moderation.report.thanks'), { type: 'success' })
          onDone()
        },
      },
    )
  }
  return (
    <form
      className="inline-form"
      onSubmit={submit}
      aria-label={t(`moderation.report.label.${targetKind}`)}
    >
      <label className="field__label" htmlFor={ids.reason}>
        {t('moderation.report.why')}
      </label>
      <select
        id={ids.reason}
        className="field__select"
        value={reason}
        onChange={(event) => setReason(event.target.value as typeof reason)}
      >
        {CONTENT_REPORT_REASONS.map((value) => (
          <option key={value} value={value}>
            {t(`moderation.report.reason.${value}`)}
          </option>
        ))}
      </select>
      <label className="field__label" htmlFor={ids.note}>
        {t('moderation.report.note')}
      </label>
      <textarea
        id={ids.note}
        className="text-input"
        rows={2}
        maxLength={REPORT_NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {report.isError && (
        <p className="form-error" role="alert">
          {errorMessage(report.error)}
        </p>
      )}
      <div className="inline-form__row">
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={report.isPending}>
          {t('moderation.report.send')}
        </Button>
      </div>
    </form>
  )
}
