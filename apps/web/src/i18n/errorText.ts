import type { ErrorCode, ErrorParams, Locale } from '@agora/domain'
import { type Messages, setupI18n } from '@lingui/core'
import { activeLocale } from './i18n.ts'

// the API's error messages, one chunk per language like the app's own (build/messageCatalogues.ts);
// an instance of their own, so loading them never re-renders the page
const CATALOGUES: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:error-messages/en'),
  es: () => import('virtual:error-messages/es'),
}

const errors = setupI18n()
const loaded = new Set<Locale>()
const loading = new Map<Locale, Promise<void>>()

/** Fetches a language's error messages once; a failure (offline) is tried again next time. */
export function loadErrorMessages(locale: Locale): Promise<void> {
  const started =
    loading.get(locale) ??
    CATALOGUES[locale]().then(
      ({ default: messages }) => {
        errors.load(locale, messages)
        loaded.add(locale)
      },
      (error: unknown) => {
        loading.delete(locale)
        throw error
      },
    )
  loading.set(locale, started)
  return started
}

/**
 * An API error's message in the reader's language from its code and values, or null while
 * that language's error messages are not loaded yet (the caller then shows the server's
 * text, which the request's Accept-Language already put in the same language).
 */
export function errorText(code: ErrorCode, params?: ErrorParams): string | null {
  const locale = activeLocale()
  if (!loaded.has(locale)) {
    loadErrorMessages(locale).catch(() => {})
    return null
  }
  if (errors.locale !== locale) errors.activate(locale)
  return Object.hasOwn(errors.messages, code) ? errors._(code, params) : null
}
