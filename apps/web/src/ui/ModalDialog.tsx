import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { cx } from './cx.ts'
import { IconButton } from './IconButton.tsx'
import './ModalDialog.css'
import { t } from '../i18n/i18n.ts'

interface ModalDialogProps {
  title: string
  onClose: () => void
  children: ReactNode
  className?: string
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

// @NOTE a modal <dialog> makes the page inert, but Tab past its last control still leaves
// for the browser's own UI: wrap around instead, so keyboard focus stays in the dialog
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hidden && element.offsetParent !== null,
  )
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * A modal on the native <dialog>: focus stays inside, Escape closes it, and it sits in the top
 * layer. A click on the backdrop closes it too. However it closes, focus goes back to what
 * opened it (or to the page's main content when that is gone). The first focus goes to a
 * descendant marked `data-autofocus`, else to the first control (the browser's rule).
 */
export function ModalDialog({ title, onClose, children, className }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const pressedOnBackdrop = useRef(false)
  const titleId = useId()
  // read while rendering: by the time effects run, a child may have taken focus
  const [opener] = useState(() => document.activeElement)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => {
      dialog.close()
      // @NOTE a dialog unmounted while open (a Close button, a finished action) is removed
      // before this runs, so the browser's own focus return does not happen: do it here
      const focused = document.activeElement
      if (focused && focused !== document.body && !dialog.contains(focused)) return
      // nothing to go back to (it opened by itself, or its opener is gone): the page's content
      const target =
        opener instanceof HTMLElement && opener !== document.body && opener.isConnected
          ? opener
          : document.querySelector<HTMLElement>('main[tabindex]')
      target?.focus()
    }
  }, [opener])

  return (
    <dialog
      ref={dialogRef}
      className={cx('modal', className)}
      aria-labelledby={titleId}
      // @NOTE Escape closes through the app's state at once: the browser's own close sends
      // its event a moment later, and a control pressed in between would be undone by it
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClose={onClose}
      onKeyDown={keepFocusInside}
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
          <IconButton icon="x" label={t('common.close')} onClick={onClose} />
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  )
}
