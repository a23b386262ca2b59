import { activeLocale } from './i18n.ts'

// formatters are costly to build: one per language and options, reused
const formatters = new Map<string, unknown>()
function memo<T>(kind: string, options: object | undefined, make: (locale: string) => T): T {
  const locale = activeLocale()
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`
  let formatter = formatters.get(key) as T | undefined
  if (!formatter) {
    formatter = make(locale)
    formatters.set(key, formatter)
  }
  return formatter
}

type DateInput = Date | string | number

/** A date (and time, if the options ask) in the active language: "12 nov 2026". */
export function formatDate(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return memo('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(
    new Date(value),
  )
}

/** Date and time: "Nov 12, 2026, 3:04 PM". */
export const formatDateTime = (value: DateInput) =>
  formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })

/** Time of day: "3:04 PM". */
export const formatTime = (value: DateInput) => formatDate(value, { timeStyle: 'short' })

/** A number in the active language; a decimal string is formatted exactly as written. */
export function formatNumber(
  value: number | `${number}`,
  options?: Intl.NumberFormatOptions,
): string {
  return memo('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value)
}

/** Counts shown in little room: "1.2K", "3,4 M". */
export const formatCompact = (value: number) => formatNumber(value, { notation: 'compact' })

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
]

/** "3 minutes ago", "yesterday", "in 2 hours", "now": the largest whole unit of the gap. */
export function formatRelativeTime(time: DateInput, now = Date.now()): string {
  const format = memo(
    'relative',
    undefined,
    (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  )
  const gap = new Date(time).getTime() - now
  for (const [unit, size] of UNITS) {
    if (Math.abs(gap) >= size) return format.format(Math.trunc(gap / size), unit)
  }
  return format.format(0, 'second')
}
