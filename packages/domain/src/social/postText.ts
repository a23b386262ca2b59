/**
 * #hashtags and @mentions in the text of posts and comments: one reading for the server (tag
 * index, mention notifications) and the web (links). A tag or mention starts the text or
 * follows a character that cannot be part of a word, so "a@b.com" and "page#3" stay text.
 */

/** At most this many tags are indexed per post. */
export const MAX_TAGS_PER_POST = 10
export const MAX_TAG_LENGTH = 50

export const TAG_PATTERN = /^\p{L}[\p{L}\p{N}_]{0,49}$/u

export type PostTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'mention'; text: string; handle: string }

// the sign, then the word; what comes before is checked by hand (no lookbehind needed)
const TOKEN = /([#@])([\p{L}\p{N}_]+)/gu
const WORD_CHAR = /[\p{L}\p{N}_.@#&/]/u
const HANDLE = /^[a-z0-9_]{3,30}$/

/** The text split into plain runs, hashtags and mentions, in order; joined, it is the text. */
export function postTextParts(text: string): PostTextPart[] {
  const parts: PostTextPart[] = []
  let plainFrom = 0
  for (const match of text.matchAll(TOKEN)) {
    const [whole, sign, word = ''] = match
    const at = match.index
    const before = at > 0 ? text[at - 1] : ''
    if (before && WORD_CHAR.test(before)) continue
    const part = tokenPart(sign, word, whole)
    if (!part) continue
    if (at > plainFrom) parts.push({ kind: 'text', text: text.slice(plainFrom, at) })
    parts.push(part)
    plainFrom = at + whole.length
  }
  if (plainFrom < text.length) parts.push({ kind: 'text', text: text.slice(plainFrom) })
  return parts
}

function tokenPart(sign: string | undefined, word: string, whole: string): PostTextPart | null {
  if (sign === '#')
    return TAG_PATTERN.test(word) ? { kind: 'hashtag', text: whole, tag: normalizeTag(word) } : null
  const handle = word.toLowerCase()
  return HANDLE.test(handle) ? { kind: 'mention', text: whole, handle } : null
}

/** A tag as it is stored and searched: lower case, in Unicode's composed form. */
export function normalizeTag(tag: string): string {
  return tag.normalize('NFC').toLowerCase()
}

/** The distinct tags of a text, in order of appearance, at most `MAX_TAGS_PER_POST`. */
export function hashtagsIn(text: string): string[] {
  const tags = postTextParts(text).flatMap((part) => (part.kind === 'hashtag' ? [part.tag] : []))
  return [...new Set(tags)].slice(0, MAX_TAGS_PER_POST)
}

/** The distinct handles a text mentions, in order of appearance. */
export function mentionsIn(text: string): string[] {
  const handles = postTextParts(text).flatMap((part) =>
    part.kind === 'mention' ? [part.handle] : [],
  )
  return [...new Set(handles)]
}
