/** A language's messages, as written: namespace → key → ICU message. */
export type SourceCatalogue = Record<string, Record<string, string>>

export type CatalogueProblem =
  | { kind: 'missing'; locale: string; key: string }
  | { kind: 'extra'; locale: string; key: string }
  | { kind: 'placeholders'; locale: string; key: string; expected: string[]; found: string[] }

const ARGUMENT = /\{\s*([A-Za-z_][\w]*)\s*[,}]/g

/** The names a message interpolates ({name}, {count, plural, …}). */
export function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(ARGUMENT)].map((match) => match[1] ?? ''))].sort()
}

/**
 * Every other language must say what English says: the same keys, and the same placeholders
 * in each message (a translation that drops {count} would show the wrong number).
 */
export function checkCatalogue(
  source: SourceCatalogue,
  locale: string,
  translation: SourceCatalogue,
): CatalogueProblem[] {
  const problems: CatalogueProblem[] = []
  for (const [namespace, messages] of Object.entries(source)) {
    for (const [name, message] of Object.entries(messages)) {
      const key = `${namespace}.${name}`
      const translated = translation[namespace]?.[name]
      if (translated === undefined) {
        problems.push({ kind: 'missing', locale, key })
        continue
      }
      const expected = argumentsOf(message)
      const found = argumentsOf(translated)
      if (expected.join() !== found.join()) {
        problems.push({ kind: 'placeholders', locale, key, expected, found })
      }
    }
  }
  for (const [namespace, messages] of Object.entries(translation)) {
    for (const name of Object.keys(messages)) {
      if (source[namespace]?.[name] === undefined) {
        problems.push({ kind: 'extra', locale, key: `${namespace}.${name}` })
      }
    }
  }
  return problems
}

export function describeProblem(problem: CatalogueProblem): string {
  switch (problem.kind) {
    case 'missing':
      return `${problem.locale}: ${problem.key} is missing (English has it)`
    case 'extra':
      return `${problem.locale}: ${problem.key} is not in English`
    case 'placeholders':
      return `${problem.locale}: ${problem.key} uses {${problem.found.join(', ')}}, English uses {${problem.expected.join(', ')}}`
  }
}
