import { resolveLocale } from '@agora/domain'
import { Fragment, type ReactNode, useEffect, useSyncExternalStore } from 'react'
import { useAppearance } from '../ui/useAppearance.ts'
import { activateLocale } from './activateLocale.ts'
import { i18n } from './i18n.ts'

const onLocaleChange = (listener: () => void) => i18n.on('change', listener)
const currentLocale = () => i18n.locale

const onLanguageChange = (listener: () => void) => {
  window.addEventListener('languagechange', listener)
  return () => window.removeEventListener('languagechange', listener)
}
// a string: navigator.languages may be a new array at every read
const browserLanguages = () => navigator.languages.join(',')

/**
 * Follows the language chosen in the appearance settings (or the browser's, for 'system')
 * and renders its children again in it. Everything below reads its text at render time.
 */
export function LocaleBoundary({ children }: { children: ReactNode }) {
  const { preferences } = useAppearance()
  const languages = useSyncExternalStore(onLanguageChange, browserLanguages)
  const wanted = resolveLocale(preferences.locale, languages.split(','))
  useEffect(() => {
    activateLocale(wanted).catch((error: unknown) => {
      // offline before this language was ever loaded: the page stays in the one it has
      console.warn(`Messages for ${wanted} could not be loaded`, error)
    })
  }, [wanted])
  const locale = useSyncExternalStore(onLocaleChange, currentLocale)
  return <Fragment key={locale}>{children}</Fragment>
}
