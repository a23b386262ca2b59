import type { ToastType } from '@agora/domain'
import { Icon, type IconName } from '../ui/Icon.tsx'
import { IconButton } from '../ui/IconButton.tsx'
import { useToast } from '../ui/useToast.ts'
import './Toaster.css'
import { t } from '../i18n/i18n.ts'

const ICONS: Record<ToastType, IconName> = {
  success: 'checkCircle',
  error: 'alert',
  warning: 'alert',
  info: 'info',
}

/** The toasts, stacked in the top-right corner. */
export function Toaster() {
  const { toasts, dismissToast } = useToast()
  return (
    <section className="toaster" aria-label={t('app.toasts.label')}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.type}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
        >
          <Icon name={ICONS[toast.type]} className="toast__icon" />
          <p className="toast__message">
            {typeof toast.message === 'function' ? toast.message() : toast.message}
          </p>
          <IconButton
            icon="x"
            iconSize={16}
            label={t('app.toasts.close')}
            className="toast__close"
            onClick={() => dismissToast(toast.id)}
          />
        </div>
      ))}
    </section>
  )
}
