import type { Locale, TextDirection } from '@agora/domain'
import type { Messages } from '@lingui/core'
import { i18n } from './i18n.ts'

// one chunk per language, compiled at build time (build/messageCatalogues.ts): only the
// language in use is downloaded
const CATALOGUES: Record<Locale, () => Promise<{ default: Messages; direction: TextDirection }>> = {
  en: () => import('virtual:messages/en'),
  es: () => import('virtual:messages/es'),
}

/** Loads a language's messages and makes it the active one, for the page, its `lang` and `dir`. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  const { default: messages, direction } = await CATALOGUES[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  document.documentElement.dir = direction
}
