import { isLocale, type Locale, SOURCE_LOCALE } from '@agora/domain'
import { setupI18n } from '@lingui/core'
import type { MessageKey } from './messageKey.ts'

/** The app's one message catalogue instance: the active language and its compiled messages. */
export const i18n = setupI18n()

export type MessageValues = Record<string, string | number | Date | null | undefined>

/**
 * The active language's text for `key`, with `values` put in. Messages are ICU: `{name}`,
 * `{count, plural, one {# post} other {# posts}}`, `{kind, select, …}`.
 */
export function t(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values)
}

export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE
}
