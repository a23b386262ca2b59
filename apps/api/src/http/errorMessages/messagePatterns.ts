/**
 * How a placeholder's English value reads translated: a word list, or a function (for a
 * value that is itself a message). A value it cannot translate leaves the message English.
 */
export type ValueTranslation =
  | Readonly<Record<string, string>>
  | ((english: string) => string | null)

/** An English message with `{name}` placeholders and its translation. */
export type MessagePattern = {
  en: string
  translated: string
  /** Placeholders not named here are copied as they are (numbers, names, addresses). */
  values: Readonly<Record<string, ValueTranslation>>
  matcher: RegExp
  names: readonly string[]
}

const PLACEHOLDER = /\{(\w+)\}/g

export function pattern(
  en: string,
  translated: string,
  values: Readonly<Record<string, ValueTranslation>> = {},
): MessagePattern {
  const names = [...en.matchAll(PLACEHOLDER)].map((match) => match[1] as string)
  const source = en
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
    .join('')
  return { en, translated, values, names, matcher: new RegExp(`^${source}$`, 's') }
}

/**
 * The translation of `message` by the first pattern that matches it and can translate
 * each value. A value written `{}` stands for one known only at run time (the completeness
 * test reads templates that way) and passes as it is.
 */
export function applyPatterns(patterns: readonly MessagePattern[], message: string) {
  for (const candidate of patterns) {
    const translated = applyPattern(candidate, message)
    if (translated !== null) return translated
  }
  return null
}

function applyPattern({ matcher, names, values, translated }: MessagePattern, message: string) {
  const match = matcher.exec(message)
  if (!match) return null
  const translatedValues = new Map<string, string>()
  for (const [index, name] of names.entries()) {
    const value = match[index + 1] as string
    const translation = translateValue(values[name], value)
    if (translation === null) return null
    translatedValues.set(name, translation)
  }
  return translated.replace(PLACEHOLDER, (_, name: string) => translatedValues.get(name) ?? '')
}

function translateValue(translation: ValueTranslation | undefined, value: string) {
  if (translation === undefined || value === '{}') return value
  if (typeof translation === 'function') return translation(value)
  return Object.hasOwn(translation, value) ? (translation[value] as string) : null
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** One language's error messages: English text → translation, then patterns for the rest. */
export type Catalogue = {
  messages: Readonly<Record<string, string>>
  patterns: readonly MessagePattern[]
  /** How a validation summary starts (`Invalid request: ` in English). */
  summaryPrefix: string
}
