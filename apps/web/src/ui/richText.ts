import { postTextParts, URL_IN_TEXT } from '@agora/domain'

/**
 * Light formatting for user text: http(s) links, **bold**, #hashtags and @mentions. The
 * result is a list of plain-text segments; nothing in the text is ever treated as markup.
 */
export type RichTextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'mention'; text: string; handle: string }

const BOLD_PATTERN = /\*\*(?=\S)([^\n]*?\S)\*\*/g
const TRAILING_PUNCTUATION = /[.,;:!?'"\]}]/

/** An absolute http(s) URL, normalised; null for anything else (javascript:, data:, …). */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

const count = (text: string, char: string) => text.split(char).length - 1

/** Sentence punctuation after a link is not part of it; a `)` closing a `(` in it is. */
function trimTrailingPunctuation(url: string): string {
  let end = url.length
  while (end > 0) {
    const last = url[end - 1] ?? ''
    const kept = url.slice(0, end)
    if (last === ')' ? count(kept, '(') >= count(kept, ')') : !TRAILING_PUNCTUATION.test(last))
      break
    end--
  }
  return url.slice(0, end)
}

function splitBold(text: string): RichTextSegment[] {
  const segments: RichTextSegment[] = []
  let last = 0
  for (const match of text.matchAll(BOLD_PATTERN)) {
    if (match.index > last) segments.push(...postTextParts(text.slice(last, match.index)))
    segments.push({ kind: 'bold', text: match[1] ?? '' })
    last = match.index + match[0].length
  }
  if (last < text.length) segments.push(...postTextParts(text.slice(last)))
  return segments
}

/** The text split into http(s) links and what lies between them, read by `between`. */
function splitLinks(text: string, between: (text: string) => RichTextSegment[]) {
  const segments: RichTextSegment[] = []
  let last = 0
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const raw = trimTrailingPunctuation(match[0])
    const href = safeHref(raw)
    if (!href) continue
    if (match.index > last) segments.push(...between(text.slice(last, match.index)))
    segments.push({ kind: 'link', text: raw, href })
    last = match.index + raw.length
  }
  if (last < text.length) segments.push(...between(text.slice(last)))
  return segments
}

export function parseRichText(text: string): RichTextSegment[] {
  return splitLinks(text, splitBold)
}

/** Only the links of a text (messages, listings): the rest stays plain text. */
export function linkSegments(text: string) {
  return splitLinks(text, (plain) => [{ kind: 'text', text: plain }]) as (
    | { kind: 'text'; text: string }
    | { kind: 'link'; text: string; href: string }
  )[]
}
