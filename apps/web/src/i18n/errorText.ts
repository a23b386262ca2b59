import type { ErrorCode, ErrorParams, Locale } from '@agora/domain'
import { type Messages, setupI18n } from '@lingui/core'
import { activeLocale } from './i18n.ts'

// the API's error messages, one chunk per language (build/messageCatalogues.ts), in a Lingui
// instance of their own: loading them never re-renders the page
const CATALOGUES: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:error-messages/en'),
  es: () => import('virtual:error-messages/es'),
  fr: () => import('virtual:error-messages/fr'),
  de: () => import('virtual:error-messages/de'),
  'pt-BR': () => import('virtual:error-messages/pt-BR'),
  ar: () => import('virtual:error-messages/ar'),
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
 * that language's error messages are not loaded yet, or when the error lacks a value its
 * message needs (the caller then shows the server's text, which the request's Accept-Language
 * already put in the same language).
 */
export function errorText(code: ErrorCode, params?: ErrorParams): string | null {
  const locale = activeLocale()
  if (!loaded.has(locale)) {
    loadErrorMessages(locale).catch(() => {})
    return null
  }
  if (errors.locale !== locale) errors.activate(locale)
  const message = errors.messages[code]
  if (message === undefined || !valuesOf(message).every((name) => params?.[name] !== undefined)) {
    return null
  }
  return errors._(code, params)
}

/** The names a compiled message puts values in: `[name, kind?, cases?]` tokens, at any depth. */
function valuesOf(message: unknown, names: string[] = []): string[] {
  if (!Array.isArray(message)) return names
  for (const token of message) {
    if (!Array.isArray(token)) continue
    const [name, , cases] = token as [unknown, unknown, unknown]
    if (typeof name === 'string') names.push(name)
    if (cases && typeof cases === 'object') {
      for (const branch of Object.values(cases)) valuesOf(branch, names)
    }
  }
  return names
}
