import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'

/** A language's messages, as written: namespace → key → ICU message. */
export type SourceCatalogue = Record<string, Record<string, string>>

export type CatalogueProblem =
  | { kind: 'missing'; locale: string; key: string }
  | { kind: 'extra'; locale: string; key: string }
  | { kind: 'placeholders'; locale: string; key: string; expected: string[]; found: string[] }
  | { kind: 'syntax'; locale: string; key: string; error: string }

const BRANCHING = new Set(['plural', 'select', 'selectordinal'])

/**
 * The names a message interpolates ({name}, {count, plural, …}, and those inside its
 * branches), from the parsed message: the words of a branch (`one {view}`) are not names.
 * Throws on a message that is not valid ICU.
 */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>()
  const walk = (tokens: readonly unknown[]) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue
      const [name, kind, cases] = token as [string, string?, Record<string, unknown>?]
      names.add(name)
      if (!kind || !BRANCHING.has(kind) || !cases) continue
      for (const branch of Object.values(cases)) if (Array.isArray(branch)) walk(branch)
    }
  }
  walk(compileMessageOrThrow(message))
  return [...names].sort()
}

function argumentsOrProblem(locale: string, key: string, message: string) {
  try {
    return argumentsOf(message)
  } catch (error) {
    return { kind: 'syntax', locale, key, error: (error as Error).message } as const
  }
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
      const expected = argumentsOrProblem('en', key, message)
      const found = argumentsOrProblem(locale, key, translated)
      if (!Array.isArray(expected) || !Array.isArray(found)) {
        for (const result of [expected, found]) if (!Array.isArray(result)) problems.push(result)
        continue
      }
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
    case 'syntax':
      return `${problem.locale}: ${problem.key} is not valid ICU: ${problem.error.split('\n')[0]}`
  }
}
