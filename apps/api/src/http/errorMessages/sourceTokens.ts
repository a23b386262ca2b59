/**
 * A small TypeScript tokenizer, enough to find string literals and the calls around them:
 * strings (a template's `${…}` parts become `{}`), regex literals, words, punctuation;
 * comments are skipped. It serves the error-message completeness test, not the server.
 */
export type Token =
  | { kind: 'string'; value: string; pureInterpolation: boolean; line: number }
  | { kind: 'word'; value: string; line: number }
  | { kind: 'punct'; value: string; line: number }
  | { kind: 'regex'; value: string; line: number }

const PUNCTUATION = ['===', '!==', '=>', '==', '!=', '...', '?.', '??', '&&', '||']
const WORD = /[A-Za-z0-9_$]/
// after these a `/` starts a regex literal, not a division
const BEFORE_REGEX = new Set(['(', ',', '=', ':', '[', '!', '&&', '||', '?', '{', '}', ';', '=>'])

export function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let line = 1
  let i = 0
  while (i < source.length) {
    const { token, end } = readToken(source, i, tokens.at(-1))
    if (token) tokens.push({ ...token, line } as Token)
    for (; i < end; i++) if (source[i] === '\n') line++
  }
  return tokens
}

export type StringToken = Extract<Token, { kind: 'string' }>
// a token before the tokenizer stamps its line on it
type Unplaced<T> = T extends Token ? Omit<T, 'line'> : never
type Read = { token?: Unplaced<Token>; end: number }

function readToken(source: string, i: number, previous: Token | undefined): Read {
  const c = source[i] as string
  const two = source.slice(i, i + 2)
  if (/\s/.test(c)) return { end: i + 1 }
  if (two === '//') return { end: endOf(source.indexOf('\n', i), source) }
  if (two === '/*') return { end: endOf(source.indexOf('*/', i + 2), source) + 2 }
  if (c === '/' && startsRegex(previous)) {
    const end = skipRegex(source, i)
    return { token: { kind: 'regex', value: source.slice(i, end) }, end }
  }
  if (c === "'" || c === '"') {
    const end = skipQuoted(source, i)
    const value = unescapeText(source.slice(i + 1, end - 1))
    return { token: { kind: 'string', value, pureInterpolation: false }, end }
  }
  if (c === '`') {
    const { value, end, pure } = readTemplate(source, i)
    return { token: { kind: 'string', value, pureInterpolation: pure }, end }
  }
  if (WORD.test(c)) {
    let end = i
    while (end < source.length && WORD.test(source[end] as string)) end++
    return { token: { kind: 'word', value: source.slice(i, end) }, end }
  }
  const value = PUNCTUATION.find((p) => source.startsWith(p, i)) ?? c
  return { token: { kind: 'punct', value }, end: i + value.length }
}

const endOf = (index: number, source: string) => (index === -1 ? source.length : index)

function startsRegex(previous: Token | undefined) {
  if (!previous) return true
  if (previous.kind === 'word') return previous.value === 'return' || previous.value === 'typeof'
  return previous.kind === 'punct' && BEFORE_REGEX.has(previous.value)
}

function skipRegex(source: string, start: number) {
  let i = start + 1
  let inClass = false
  while (i < source.length) {
    const c = source[i]
    if (c === '\\') i++
    else if (c === '[') inClass = true
    else if (c === ']') inClass = false
    else if (c === '/' && !inClass) break
    i++
  }
  i++
  while (i < source.length && /[a-z]/.test(source[i] as string)) i++
  return i
}

/** Index just past the closing quote of the string starting at `start`. */
function skipQuoted(source: string, start: number) {
  const quote = source[start]
  let i = start + 1
  while (i < source.length && source[i] !== quote) i += source[i] === '\\' ? 2 : 1
  return i + 1
}

function readTemplate(source: string, start: number) {
  let value = ''
  let literalText = ''
  let i = start + 1
  while (i < source.length && source[i] !== '`') {
    if (source[i] === '\\') {
      value += source.slice(i, i + 2)
      literalText += source[i + 1]
      i += 2
    } else if (source.startsWith('${', i)) {
      value += '{}'
      i = skipInterpolation(source, i + 2)
    } else {
      value += source[i]
      literalText += source[i]
      i++
    }
  }
  return { value: unescapeText(value), end: i + 1, pure: literalText.trim() === '' }
}

/** Index just past the `}` that closes an interpolation whose body starts at `start`. */
function skipInterpolation(source: string, start: number) {
  let depth = 1
  let i = start
  while (i < source.length && depth > 0) {
    const c = source[i]
    if (c === "'" || c === '"') i = skipQuoted(source, i)
    else if (c === '`') i = readTemplate(source, i).end
    else {
      if (c === '{') depth++
      else if (c === '}') depth--
      i++
    }
  }
  return i
}

function unescapeText(text: string) {
  return text.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char))
}

/** The tokens between the bracket at `open` and its partner, and the partner's index. */
export function enclosed(tokens: readonly Token[], open: number) {
  let depth = 0
  for (let i = open; i < tokens.length; i++) {
    const token = tokens[i] as Token
    if (token.kind !== 'punct') continue
    if ('([{'.includes(token.value)) depth++
    else if (')]}'.includes(token.value)) depth--
    if (depth === 0) return { inner: tokens.slice(open + 1, i), close: i }
  }
  return { inner: tokens.slice(open + 1), close: tokens.length }
}

/** Splits an argument list at its top-level commas. */
export function splitArguments(tokens: readonly Token[]) {
  const parts: Token[][] = [[]]
  let depth = 0
  for (const token of tokens) {
    if (token.kind === 'punct' && '([{'.includes(token.value)) depth++
    if (token.kind === 'punct' && ')]}'.includes(token.value)) depth--
    if (depth === 0 && token.kind === 'punct' && token.value === ',') parts.push([])
    else parts.at(-1)?.push(token)
  }
  return parts.filter((part) => part.length > 0)
}
