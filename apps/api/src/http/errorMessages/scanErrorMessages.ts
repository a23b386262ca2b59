import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isErrorCode } from '@agora/domain'
import { enclosed, type StringToken, splitArguments, type Token, tokenize } from './sourceTokens.ts'

/**
 * Finds, in source text, the English error messages people can see, for the completeness
 * test. A template's `${…}` parts read `{}`. What it reads:
 * - the message argument of `new <AppError class>(…)` and of one-line wrappers such as
 *   `const refuse = (code, message) => new AuthRequiredError(message, code)`; a string, each
 *   branch of a ternary, or a same-file `const`/default parameter it names;
 * - `message: '…'` in the other arguments (`details.fields`), and `error:`/`message:`
 *   properties in the files that build error bodies by hand;
 * - in the domain: messages given to zod checks, `*_PROBLEM` constants, `*Problem()` results.
 * A message argument it cannot read is returned as `indirect`, never dropped silently.
 */
export type SourceFile = { file: string; source: string }
export type FoundMessage = { file: string; line: number; message: string }
export type IndirectMessage = { file: string; line: number; argument: string }

export function readSourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file, source: readFileSync(path.join(dir, file), 'utf8') }))
}

const isWord = (token: Token | undefined, value?: string) =>
  token?.kind === 'word' && (value === undefined || token.value === value)
const isPunct = (token: Token | undefined, value: string) =>
  token?.kind === 'punct' && token.value === value

/** Messages thrown through `errorClasses` (AppError's message is its third argument). */
export function scanThrownMessages(files: readonly SourceFile[], errorClasses: readonly string[]) {
  const found: FoundMessage[] = []
  const indirect: IndirectMessage[] = []
  for (const { file, source } of files) {
    const tokens = tokenize(source)
    const calls = new Map(errorClasses.map((name) => [name, name === 'AppError' ? 2 : 0]))
    const wrappers = findWrappers(tokens, calls)
    for (let i = 0; i < tokens.length; i++) {
      const isNew = isWord(tokens[i - 1], 'new') && isWord(tokens[i])
      const name = (tokens[i] as Token).value
      const messageIndex = isNew ? calls.get(name) : wrappers.get(name)?.messageIndex
      if (messageIndex === undefined || !isPunct(tokens[i + 1], '(')) continue
      if ([...wrappers.values()].some((w) => w.start <= i && i < w.end)) continue
      const args = splitArguments(enclosed(tokens, i + 1).inner)
      const line = (tokens[i] as Token).line
      const fieldMessages = args
        .filter((_, index) => index !== messageIndex)
        .flatMap((arg) => propertyValues(arg, ['message']))
      // without a message argument the class's default message is sent: scanDefaultMessages
      const argument = args[messageIndex]
      for (const expression of argument ? [argument, ...fieldMessages] : fieldMessages) {
        const { messages, parameter } = messagesOf(expression, tokens)
        found.push(...messages.map((message) => ({ file, line, message })))
        // @NOTE a parameter's default is read, but a caller may pass another message
        if (messages.length === 0 || parameter) {
          indirect.push({ file, line, argument: argumentText(expression) })
        }
      }
    }
  }
  return { found, indirect }
}

/** `error:` and `message:` string properties: for the files that write error bodies. */
export function scanErrorProperties(files: readonly SourceFile[]): FoundMessage[] {
  return files.flatMap(({ file, source }) =>
    propertyValues(tokenize(source), ['error', 'message']).flatMap((value) =>
      readable(stringsOf(value)).map((message) => ({ file, line: lineOf(value), message })),
    ),
  )
}

/** The default messages of the error classes' constructors (`message = '…'`). */
export function scanDefaultMessages(file: SourceFile) {
  const tokens = tokenize(file.source)
  return tokens.flatMap((token, i) =>
    isWord(tokens[i - 2], 'message') && isPunct(tokens[i - 1], '=') && token.kind === 'string'
      ? [{ file: file.file, line: token.line, message: token.value }]
      : [],
  )
}

// zod methods whose last argument, or `message:`/`error:` in it, is the message
const ZOD_CHECKS = new Set([
  'regex',
  'min',
  'max',
  'length',
  'gt',
  'gte',
  'lt',
  'lte',
  'int',
  'positive',
  'nonnegative',
  'multipleOf',
  'startsWith',
  'endsWith',
  'includes',
  'refine',
  'superRefine',
  'addIssue',
  'email',
  'url',
  'uuid',
  'nonempty',
])

/** Field messages the domain's zod schemas and `*Problem` rules give. */
export function scanDomainMessages(files: readonly SourceFile[]): FoundMessage[] {
  const found: FoundMessage[] = []
  for (const { file, source } of files) {
    const tokens = tokenize(source)
    const add = (token: Token) => {
      if (token.kind === 'string' && !token.pureInterpolation) {
        found.push({ file, line: token.line, message: token.value })
      }
    }
    tokens.forEach((token, i) => {
      if (isWord(token) && ZOD_CHECKS.has(token.value) && isPunct(tokens[i + 1], '(')) {
        const args = splitArguments(enclosed(tokens, i + 1).inner)
        const last = args.at(-1)
        if (args.length > 1 && last?.length === 1 && last[0]) add(last[0])
        for (const value of args.flatMap((arg) => propertyValues(arg, ['message', 'error']))) {
          if (value.length === 1 && value[0]) add(value[0])
        }
      }
      const next = tokens[i + 1]
      if (isWord(token, 'const') && isWord(next) && next?.value.endsWith('_PROBLEM')) {
        const value = tokens[i + 3]
        if (isPunct(tokens[i + 2], '=') && value?.kind === 'string') add(value)
      }
      if (isWord(token, 'function') && isWord(next) && next?.value.endsWith('Problem')) {
        const params = enclosed(tokens, i + 2)
        const body = tokens.findIndex((t, j) => j > params.close && isPunct(t, '{'))
        if (body !== -1) stringsOf(enclosed(tokens, body).inner).forEach(add)
      }
    })
  }
  return found
}

type Wrapper = { messageIndex: number; start: number; end: number }

/** `const name = (…, message, …) => new SomeError(message, …)` → where its message goes. */
function findWrappers(tokens: readonly Token[], calls: ReadonlyMap<string, number>) {
  const wrappers = new Map<string, Wrapper>()
  tokens.forEach((token, i) => {
    const name = tokens[i + 1]
    if (!isWord(token, 'const') || !isWord(name) || !isPunct(tokens[i + 2], '=')) return
    if (!isPunct(tokens[i + 3], '(')) return
    const params = enclosed(tokens, i + 3)
    const arrow =
      params.close + 1 + tokens.slice(params.close + 1).findIndex((t) => isPunct(t, '=>'))
    const created = tokens[arrow + 2]
    const index = created ? calls.get(created.value) : undefined
    if (!isWord(tokens[arrow + 1], 'new') || index === undefined) return
    const call = enclosed(tokens, arrow + 3)
    const passed = splitArguments(call.inner)[index]
    const paramNames = splitArguments(params.inner).map((param) => param[0]?.value)
    const messageIndex = paramNames.indexOf(passed?.[0]?.value)
    if (messageIndex !== -1) {
      wrappers.set((name as Token).value, { messageIndex, start: i, end: call.close })
    }
  })
  return wrappers
}

/** The messages an expression can carry: its strings, or those of the name it is. */
function messagesOf(expression: readonly Token[], fileTokens: readonly Token[]) {
  const direct = stringsOf(expression)
  if (direct.length > 0) return { messages: readable(direct), parameter: false }
  const [only] = expression
  const initializer =
    expression.length === 1 && isWord(only)
      ? initializerOf(fileTokens, (only as Token).value)
      : null
  if (!initializer) return { messages: [], parameter: false }
  return { messages: readable(stringsOf(initializer.tokens)), parameter: initializer.parameter }
}

/** The text of strings that are more than an interpolation. */
function readable(strings: readonly StringToken[]) {
  return strings.filter((token) => !token.pureInterpolation).map((token) => token.value)
}

/** String tokens that are not error codes and not operands of a comparison. */
function stringsOf(tokens: readonly Token[]) {
  return tokens.filter(
    (token, i): token is StringToken =>
      token.kind === 'string' &&
      !isErrorCode(token.value) &&
      ![tokens[i - 1], tokens[i + 1]].some((t) => isPunct(t, '===') || isPunct(t, '!==')),
  )
}

const STATEMENT_STARTS = new Set(['const', 'let', 'if', 'throw', 'return', 'export', 'function'])

/** The expression after `name =` in a `const`, `let` or default parameter. */
function initializerOf(tokens: readonly Token[], name: string) {
  const isDeclared = (i: number) => isWord(tokens[i - 1], 'const') || isWord(tokens[i - 1], 'let')
  const isParameter = (i: number) => isPunct(tokens[i - 1], '(') || isPunct(tokens[i - 1], ',')
  const start = tokens.findIndex(
    (token, i) =>
      isWord(token, name) && isPunct(tokens[i + 1], '=') && (isDeclared(i) || isParameter(i)),
  )
  if (start === -1) return null
  const expression: Token[] = []
  let depth = 0
  for (const token of tokens.slice(start + 2)) {
    if (token.kind === 'punct' && '([{'.includes(token.value)) depth++
    if (token.kind === 'punct' && ')]}'.includes(token.value)) depth--
    const ends = token.kind === 'punct' && (token.value === ',' || token.value === ';')
    if (
      depth < 0 ||
      (depth === 0 && (ends || (isWord(token) && STATEMENT_STARTS.has(token.value))))
    ) {
      break
    }
    expression.push(token)
  }
  return { tokens: expression, parameter: isParameter(start) }
}

/** The value expressions of `key: …` properties (and of a `key` shorthand). */
function propertyValues(tokens: readonly Token[], keys: readonly string[]) {
  const values: Token[][] = []
  tokens.forEach((token, i) => {
    if (!isWord(token) || !keys.includes(token.value)) return
    const before = tokens[i - 1]
    const after = tokens[i + 1]
    if (!isPunct(before, '{') && !isPunct(before, ',')) return
    if (isPunct(after, ',') || isPunct(after, '}')) values.push([token])
    if (!isPunct(after, ':')) return
    const value: Token[] = []
    let depth = 0
    for (const next of tokens.slice(i + 2)) {
      if (next.kind === 'punct' && '([{'.includes(next.value)) depth++
      if (next.kind === 'punct' && ')]}'.includes(next.value)) depth--
      if (depth < 0 || (depth === 0 && isPunct(next, ','))) break
      value.push(next)
    }
    values.push(value)
  })
  return values
}

const lineOf = (tokens: readonly Token[]) => tokens[0]?.line ?? 0

function argumentText(argument: readonly Token[]) {
  return argument
    .map((token) => (token.kind === 'string' ? `'${token.value}'` : token.value))
    .join(' ')
}
