import type { Locale, TextDirection } from '@agora/domain'
import type { Messages } from '@lingui/core'
import { afterFirstContent } from '../lib/afterFirstContent.ts'
import { i18n } from './i18n.ts'

// one chunk per language, compiled at build time (build/messageCatalogues.ts): only the
// language in use is downloaded
const CATALOGUES: Record<Locale, () => Promise<{ default: Messages; direction: TextDirection }>> = {
  en: () => import('virtual:messages/en'),
  es: () => import('virtual:messages/es'),
  fr: () => import('virtual:messages/fr'),
  de: () => import('virtual:messages/de'),
  'pt-BR': () => import('virtual:messages/pt-BR'),
  ar: () => import('virtual:messages/ar'),
}

/** Loads a language's messages and makes it the active one, for the page, its `lang` and `dir`. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  const { default: messages, direction } = await CATALOGUES[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  document.documentElement.dir = direction
  // the API's error messages are needed only once something fails: never before the content,
  // and their code is no part of the first load
  afterFirstContent(() => {
    import('./errorText.ts')
      .then(({ loadErrorMessages }) => loadErrorMessages(locale))
      .catch(() => {})
  })
}
