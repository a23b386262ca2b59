import type { Toast, ToastType } from '@agora/domain'
import { createContext } from 'react'

/**
 * A toast's text, or what makes it: read at every render, so a toast shown just before the
 * language changes (signing in brings the account's language) is read in the new one.
 */
export type ToastMessage = string | (() => string)

/** A toast as the app keeps it: its message may be read later, in the language then in use. */
export type ShownToast = Omit<Toast, 'message'> & { message: ToastMessage }

export interface ShowToastOptions {
  type?: ToastType
  /** ms; defaults to 5000; 0 or less keeps the toast until it is closed */
  duration?: number
}

export interface ToastContextValue {
  toasts: readonly ShownToast[]
  /** shows a toast and returns its id */
  showToast: (message: ToastMessage, options?: ShowToastOptions) => string
  dismissToast: (id: string) => void
}

export const ToastContext = createContext<ToastContextValue | null>(null)
