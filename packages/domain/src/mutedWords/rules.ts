/**
 * Muted words: one rule for the server (feeds leave such posts out) and the web (threads
 * show a placeholder). A word matches as a whole word in any case, Unicode-aware: "cat"
 * matches "Cat!" and "#cat" but not "cats" or "concat". A `tagsOnly` word matches only the
 * #tag of that word. A leading "#" on a word is ignored.
 */
import { hashtagsIn, normalizeTag } from '../social/postText.ts'

export const MUTED_WORDS_MAX = 100
export const MUTED_WORD_MAX_LENGTH = 100

export type MutedWordRule = { text: string; tagsOnly: boolean }

/** The word as it is compared: without a leading "#", composed, lower case. */
export function mutedWordKey(text: string): string {
  return normalizeTag(text.trim().replace(/^#+/, ''))
}

/** Whether two words of a list are the same word (case and a leading "#" aside). */
export function hasRepeatedMutedWord(words: readonly { text: string }[]): boolean {
  const keys = words.map((word) => mutedWordKey(word.text))
  return new Set(keys).size !== keys.length
}

const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}_]'

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * A test for a list of muted words: it answers the first word a text contains, or null.
 * Built once per list, used for every post of a page.
 */
export function mutedWordMatcher<W extends MutedWordRule>(
  words: readonly W[],
): (text: string) => W | null {
  const tests = words.flatMap((word) => {
    const key = mutedWordKey(word.text)
    if (!key) return []
    if (word.tagsOnly) return [{ word, test: (_text: string, tags: Set<string>) => tags.has(key) }]
    const pattern = new RegExp(`(?<!${WORD_CHAR})${escapeRegExp(key)}(?!${WORD_CHAR})`, 'iu')
    return [{ word, test: (text: string) => pattern.test(text) }]
  })
  return (raw) => {
    if (tests.length === 0 || !raw) return null
    const text = raw.normalize('NFC')
    const tags = new Set(hashtagsIn(text))
    return tests.find(({ test }) => test(text, tags))?.word ?? null
  }
}
