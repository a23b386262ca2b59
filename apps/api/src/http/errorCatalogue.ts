import { existsSync, readdirSync, readFileSync } from 'node:fs'
import {
  type ErrorCode,
  type ErrorParams,
  LOCALES,
  type Locale,
  type SourceCatalogue,
  SOURCE_LOCALE,
} from '@agora/domain'
import { type I18n, setupI18n } from '@lingui/core'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'

/** The error catalogue the web app reads too: one folder per language, code → ICU message. */
export const ERROR_MESSAGES_DIR = new URL(
  '../../../../packages/domain/src/errorMessages/',
  import.meta.url,
)

/** A language's error messages, by the file (area) they are kept in. */
export function readErrorMessages(locale: string): SourceCatalogue {
  const dir = new URL(`${locale}/`, ERROR_MESSAGES_DIR)
  if (!existsSync(dir)) return {}
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'))
  return Object.fromEntries(
    files.map((file) => [
      file.slice(0, -'.json'.length),
      JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>,
    ]),
  )
}

function compiled(locale: Locale): I18n {
  const messages: Record<string, ReturnType<typeof compileMessageOrThrow>> = {}
  for (const area of Object.values(readErrorMessages(locale))) {
    for (const [code, message] of Object.entries(area)) {
      messages[code] = compileMessageOrThrow(message)
    }
  }
  return setupI18n({ locale, messages: { [locale]: messages } })
}

// compiled once at start-up: a message that is not valid ICU stops the server there
const catalogues = new Map(LOCALES.map((locale) => [locale, compiled(locale)]))

/**
 * `code`'s message in `locale` with `params` put in, and the language it is in: English
 * when `locale` has no catalogue yet (the completeness test keeps that from shipping).
 */
export function errorText(locale: Locale, code: ErrorCode, params?: ErrorParams) {
  for (const language of [locale, SOURCE_LOCALE]) {
    const i18n = catalogues.get(language)
    if (i18n && Object.hasOwn(i18n.messages, code)) {
      return { text: i18n._(code, params), language }
    }
  }
  return { text: code, language: SOURCE_LOCALE }
}

const CODES: ReadonlySet<string> = new Set(
  Object.values(readErrorMessages(SOURCE_LOCALE)).flatMap((area) => Object.keys(area)),
)

/** Whether `value` is a code of the catalogue (a schema's own message is one). */
export function isCatalogueCode(value: string): value is ErrorCode {
  return CODES.has(value)
}
