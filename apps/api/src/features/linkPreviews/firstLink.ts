import { LinkifyIt } from 'linkify-it'

// only links written with their scheme: "example.com" in a sentence is not fetched
const linkify = new LinkifyIt().set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false })

const URL_MAX_LENGTH = 2048

/** A post's first http(s) link, normalised and without its #fragment; null when it has none. */
export function firstLink(text: string): string | null {
  for (const match of linkify.match(text) ?? []) {
    const schema = match.schema.toLowerCase()
    if (schema !== 'http:' && schema !== 'https:') continue
    try {
      const url = new URL(match.url)
      url.hash = ''
      if (url.href.length <= URL_MAX_LENGTH) return url.href
    } catch {}
  }
  return null
}
