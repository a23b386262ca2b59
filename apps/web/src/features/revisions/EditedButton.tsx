import { Suspense, useState } from 'react'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import type { Revised } from './data.ts'
import type { EditHistoryDialogProps } from './EditHistoryDialog.tsx'

// the history and its dialog load the first time someone asks to see it
const EditHistoryDialog = lazyWithRetry<EditHistoryDialogProps>(() =>
  import('./EditHistoryDialog.tsx').then((m) => ({ default: m.EditHistoryDialog })),
)

interface EditedButtonProps {
  revised: Revised
  /** the text shown now and when it was written, at the top of the history */
  current: { content: string; editedAt: string }
  /** "edited", in the surrounding item's words */
  label: string
}

/** The "edited" mark of a post or comment, as a button that opens its edit history. */
export function EditedButton({ revised, current, label }: EditedButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="link-button edited-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void EditHistoryDialog.preload()}
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <EditHistoryDialog revised={revised} current={current} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
