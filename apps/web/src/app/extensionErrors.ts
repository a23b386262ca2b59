const EXTENSION_MARKERS = [
  'chrome-extension://',
  'moz-extension://',
  'safari-extension://',
  'safari-web-extension://',
  'runtime.sendMessage',
  'Extension context invalidated',
]

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.message}\n${value.stack ?? ''}`
  if (typeof value === 'string') return value
  if (typeof value === 'object' && value !== null && 'message' in value) {
    return String((value as { message: unknown }).message)
  }
  return ''
}

/**
 * Whether an error comes from a browser extension rather than from Agora: wallet and other
 * extensions inject scripts whose failures surface on our page (spec §8: suppressed).
 */
export function isExtensionError(error: unknown, source = ''): boolean {
  const text = `${describe(error)}\n${source}`
  return EXTENSION_MARKERS.some((marker) => text.includes(marker))
}

/**
 * Stops extension errors from reaching the console and error reporting. Returns a function
 * that removes the listeners.
 */
export function suppressExtensionErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isExtensionError(event.error ?? event.message, event.filename)) {
      event.preventDefault()
      event.stopImmediatePropagation()
    }
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isExtensionError(event.reason)) {
      event.preventDefault()
      event.stopImmediatePropagation()
    }
  }
  target.addEventListener('error', onError, true)
  target.addEventListener('unhandledrejection', onRejection, true)
  return () => {
    target.removeEventListener('error', onError, true)
    target.removeEventListener('unhandledrejection', onRejection, true)
  }
}
