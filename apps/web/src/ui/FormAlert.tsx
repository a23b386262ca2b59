import type { ReactNode } from 'react'
import './fields.css'

type FormAlertProps = { tone?: 'error' | 'info' | 'success' | 'warning'; children: ReactNode }

/** A message above or below a form; errors are announced at once, and can take focus. */
export function FormAlert({ tone = 'error', children }: FormAlertProps) {
  return (
    <div
      className={tone === 'error' ? 'form-alert' : `form-alert form-alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
    >
      {children}
    </div>
  )
}
