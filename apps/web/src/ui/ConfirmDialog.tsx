import type { ReactNode } from 'react'
import { t } from '../i18n/i18n.ts'
import { Button } from './Button.tsx'
import { ModalDialog } from './ModalDialog.tsx'
import './ConfirmDialog.css'

/**
 * Asks before a step that cannot be undone. Cancel, Escape, the close button and the backdrop
 * all call `onCancel`; only the confirm button, labelled with what it does, calls `onConfirm`.
 * Focus starts on Cancel, so a stray Enter does nothing irreversible.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  onConfirm,
  onCancel,
  confirmDisabled = false,
  children,
}: {
  title: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  confirmDisabled?: boolean
  children: ReactNode
}) {
  return (
    <ModalDialog title={title} onClose={onCancel} className="confirm-dialog">
      <div className="confirm-dialog__body">{children}</div>
      <div className="confirm-dialog__actions">
        <Button variant="ghost" onClick={onCancel} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button disabled={confirmDisabled} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  )
}
