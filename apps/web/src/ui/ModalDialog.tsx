import { type ReactNode, useEffect, useId, useRef } from 'react'
import { cx } from './cx.ts'
import { IconButton } from './IconButton.tsx'
import './ModalDialog.css'

interface ModalDialogProps {
  title: string
  onClose: () => void
  children: ReactNode
  className?: string
}

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it, and it sits in
 * the top layer. A click on the backdrop closes it too.
 */
export function ModalDialog({ title, onClose, children, className }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const pressedOnBackdrop = useRef(false)
  const titleId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape, which <dialog> handles
    <dialog
      ref={dialogRef}
      className={cx('modal', className)}
      aria-labelledby={titleId}
      onClose={onClose}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === dialogRef.current
      }}
      onClick={(event) => {
        // only a press that began and ended on the backdrop, not a text selection drag
        if (pressedOnBackdrop.current && event.target === dialogRef.current) onClose()
      }}
    >
      <div className="modal__panel">
        <header className="modal__header">
          <h2 id={titleId}>{title}</h2>
          <IconButton icon="x" label="Close" onClick={onClose} />
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  )
}
