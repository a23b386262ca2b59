import type { Locale } from '@agora/domain'
import type { Messages } from '@lingui/core'
import { afterFirstContent } from '../lib/afterFirstContent.ts'
import { loadErrorMessages } from './errorText.ts'
import { i18n } from './i18n.ts'

// one chunk per language, compiled at build time (build/messageCatalogues.ts): only the
// language in use is downloaded
const CATALOGUES: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:messages/en'),
  es: () => import('virtual:messages/es'),
}

/** Loads a language's messages and makes it the active one, for the page and its `lang`. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  const { default: messages } = await CATALOGUES[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  // the API's error messages are needed only once something fails: never before the content
  afterFirstContent(() => loadErrorMessages(locale).catch(() => {}))
}
