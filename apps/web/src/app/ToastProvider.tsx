import { TOAST_DEFAULT_DURATION_MS, toastAutoDismisses } from '@agora/domain'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  type ShownToast,
  type ShowToastOptions,
  ToastContext,
  type ToastMessage,
} from '../ui/ToastContext.ts'

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Keeps the list of toasts; each is removed after its duration or when closed. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([])
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) clearTimeout(timer)
    }
  }, [])

  const dismissToast = useCallback((id: string) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setToasts((current) => current.filter((toast) => toast.id !== id))
  }, [])

  const showToast = useCallback(
    (message: ToastMessage, options: ShowToastOptions = {}) => {
      const toast: ShownToast = {
        id: randomId(),
        message,
        type: options.type ?? 'info',
        duration: options.duration ?? TOAST_DEFAULT_DURATION_MS,
      }
      setToasts((current) => [...current, toast])
      if (toastAutoDismisses(toast)) {
        timers.current.set(
          toast.id,
          setTimeout(() => dismissToast(toast.id), toast.duration),
        )
      }
      return toast.id
    },
    [dismissToast],
  )

  const value = useMemo(
    () => ({ toasts, showToast, dismissToast }),
    [toasts, showToast, dismissToast],
  )
  return <ToastContext value={value}>{children}</ToastContext>
}
