import { REPORT_REASONS } from '@agora/domain'
import { type FormEvent, useState } from 'react'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { ModalDialog } from '../../ui/ModalDialog.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useReport } from './data.ts'

const REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  scam: 'Scam or fraud',
  other: 'Something else',
}

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
          showToast('Thanks, the moderators will look at it.', { type: 'success' })
          onClose()
        },
      },
    )
  }
  return (
    <ModalDialog title="Report this conversation" onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span className="field__label">Reason</span>
          <select value={reason} onChange={(event) => setReason(event.target.value)}>
            {REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {REASON_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Note (optional)</span>
          <textarea
            value={note}
            maxLength={1000}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <p className="field__hint">
          Messages are end-to-end encrypted: moderators see that you reported this person, not what
          was written.
        </p>
        {report.isError && <FormAlert>{errorMessage(report.error)}</FormAlert>}
        <div className="form-actions">
          <Button type="submit" disabled={report.isPending}>
            Report
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
