import { t } from '../i18n/i18n.ts'

/** The error a field over its limit shows, live while typing and again on submit. */
export function limitError(length: number, limit: number): string | null {
  if (length <= limit) return null
  return t('ui.field.tooLong', { limit, over: length - limit })
}
