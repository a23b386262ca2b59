import { type ErrorResponse, type Locale, SOURCE_LOCALE } from '@agora/domain'
import { es } from './es.ts'
import { applyPatterns, type Catalogue } from './messagePatterns.ts'

const CATALOGUES: Partial<Record<Locale, Catalogue>> = { es }

export const SUMMARY_PREFIX = 'Invalid request: '

/** `message` in `locale`, or null when there is no translation (English stays then). */
export function translateMessage(message: string, locale: Locale): string | null {
  if (locale === SOURCE_LOCALE) return message
  const catalogue = CATALOGUES[locale]
  if (!catalogue) return null
  return Object.hasOwn(catalogue.messages, message)
    ? (catalogue.messages[message] as string)
    : applyPatterns(catalogue.patterns, message)
}

type FieldIssue = { field: string; message: string }

/**
 * The error body with `error` (and each `details.fields[].message`) in `locale` where a
 * translation exists, and the language `error` ends up in. `code` and the keys stay.
 */
export function translateError<Body extends ErrorResponse>(body: Body, locale: Locale) {
  const catalogue = CATALOGUES[locale]
  if (locale === SOURCE_LOCALE || !catalogue) return { body, language: SOURCE_LOCALE }
  const fields = fieldIssues(body.details)
  const translations = fields?.map((issue) => translateMessage(issue.message, locale)) ?? []
  const translatedFields = fields?.map((issue, i) => ({
    ...issue,
    message: translations[i] ?? issue.message,
  }))
  // a summary of the fields is rebuilt from them, when each of them has a translation
  const isSummary = fields !== null && body.error === summaryOf(SUMMARY_PREFIX, fields)
  const error =
    isSummary && translatedFields && translations.every((t) => t !== null)
      ? summaryOf(catalogue.summaryPrefix, translatedFields)
      : translateMessage(body.error, locale)
  return {
    body: {
      ...body,
      error: error ?? body.error,
      ...(translatedFields ? { details: { ...body.details, fields: translatedFields } } : {}),
    },
    language: error === null ? SOURCE_LOCALE : locale,
  }
}

/** The one line that sums up a validation failure: `Invalid request: body.name …; body.count …`. */
export function summaryOf(prefix: string, fields: readonly FieldIssue[]) {
  return `${prefix}${fields.map((f) => `${f.field} ${f.message}`).join('; ')}`
}

function fieldIssues(details: Record<string, unknown> | undefined): FieldIssue[] | null {
  const fields = details?.fields
  if (!Array.isArray(fields)) return null
  const issues = fields.filter(
    (issue): issue is FieldIssue =>
      typeof issue?.field === 'string' && typeof issue?.message === 'string',
  )
  return issues.length === fields.length ? issues : null
}
