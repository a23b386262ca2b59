import type { Toast, ToastType } from '@agora/domain'
import { createContext } from 'react'

export interface ShowToastOptions {
  type?: ToastType
  /** ms; defaults to 5000; 0 or less keeps the toast until it is closed */
  duration?: number
}

export interface ToastContextValue {
  toasts: readonly Toast[]
  /** shows a toast and returns its id */
  showToast: (message: string, options?: ShowToastOptions) => string
  dismissToast: (id: string) => void
}

export const ToastContext = createContext<ToastContextValue | null>(null)
