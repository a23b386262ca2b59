/**
 * The languages Agora speaks. English is the source language: every other catalogue must
 * have each of its keys. Adding a language is adding its code here and its catalogues.
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ar'] as const
export type Locale = (typeof LOCALES)[number]
export const SOURCE_LOCALE: Locale = 'en'

/** A person's choice: a language, or 'system' to follow the browser's. */
export const LOCALE_CHOICES = ['system', ...LOCALES] as const
export type LocaleChoice = (typeof LOCALE_CHOICES)[number]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The language Agora speaks for each language's own code: Portuguese is Brazil's. */
const BY_LANGUAGE: Readonly<Record<string, Locale>> = Object.fromEntries(
  LOCALES.map((locale) => [locale.split('-')[0], locale]),
)

/** 'es-MX' → 'es', 'pt-PT' → 'pt-BR'; a tag of a language Agora does not speak → null. */
export function localeOfTag(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  return BY_LANGUAGE[language] ?? null
}

/**
 * The best supported language for an ordered list of tags (navigator.languages), or for an
 * Accept-Language header (RFC 9110 §12.5.4: q-values, `*`, and q=0 for "not this one").
 */
export function negotiateLocale(preferred: readonly string[] | string | null | undefined): Locale {
  const ranked = typeof preferred === 'string' ? rankAcceptLanguage(preferred) : (preferred ?? [])
  for (const tag of ranked) {
    if (tag === '*') return SOURCE_LOCALE
    const locale = localeOfTag(tag)
    if (locale) return locale
  }
  return SOURCE_LOCALE
}

function rankAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number(q.slice(2)) : 1
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag)
}

/** The locale a choice resolves to on this device. */
export function resolveLocale(choice: LocaleChoice, browserLanguages: readonly string[]): Locale {
  return choice === 'system' ? negotiateLocale(browserLanguages) : choice
}

export type TextDirection = 'ltr' | 'rtl'

// languages written right to left, for engines without Intl.Locale's text info
const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'sd', 'yi', 'dv', 'ug', 'ckb'])

/** The direction a language is written in: 'ar' → 'rtl', 'en' → 'ltr' (any BCP 47 tag). */
export function textDirection(tag: string): TextDirection {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & {
      getTextInfo?: () => { direction?: string }
      textInfo?: { direction?: string }
    }
    const direction = (locale.getTextInfo?.() ?? locale.textInfo)?.direction
    if (direction === 'rtl' || direction === 'ltr') return direction
    return RTL_LANGUAGES.has(locale.language) ? 'rtl' : 'ltr'
  } catch {
    // not a well-formed tag: the source language's direction
    return 'ltr'
  }
}
