import {
  LINK_PREVIEW_DESCRIPTION_MAX,
  LINK_PREVIEW_SITE_NAME_MAX,
  LINK_PREVIEW_TITLE_MAX,
} from '@agora/domain'
import { Parser } from 'htmlparser2'

export type PageMetadata = {
  title: string | null
  description: string | null
  /** Absolute http(s) URL of the page's chosen image. */
  imageUrl: string | null
  siteName: string | null
}

// the first name found wins: Open Graph, then Twitter cards, then plain HTML
const TITLE_KEYS = ['og:title', 'twitter:title']
const DESCRIPTION_KEYS = ['og:description', 'twitter:description', 'description']
const IMAGE_KEYS = ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image']
const SITE_NAME_KEYS = ['og:site_name']

/**
 * Reads a page's <head> as its text arrives: `write` returns true once the head has ended
 * (</head> or <body>), so the caller can stop downloading; `result` gives what was found.
 */
export function createHeadReader(pageUrl: URL) {
  const meta = new Map<string, string>()
  let titleText = ''
  let inTitle = false
  let ended = false
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (ended) return
        if (name === 'body') ended = true
        else if (name === 'title') inTitle = true
        else if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase()
          const content = attributes.content
          if (key && content !== undefined && !meta.has(key)) meta.set(key, content)
        }
      },
      ontext(text) {
        if (inTitle && !ended) titleText += text
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false
        if (name === 'head') ended = true
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  const first = (keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value?.trim())
  return {
    write(text: string): boolean {
      if (!ended) parser.write(text)
      return ended
    },
    result(): PageMetadata {
      return {
        title: plainText(first(TITLE_KEYS) ?? titleText, LINK_PREVIEW_TITLE_MAX),
        description: plainText(first(DESCRIPTION_KEYS), LINK_PREVIEW_DESCRIPTION_MAX),
        imageUrl: absoluteHttpUrl(first(IMAGE_KEYS), pageUrl),
        siteName: plainText(first(SITE_NAME_KEYS), LINK_PREVIEW_SITE_NAME_MAX),
      }
    },
  }
}

/** Whitespace collapsed, cut to `max` characters (with an ellipsis); null when empty. */
export function plainText(value: string | undefined, max: number): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim()
  if (!text) return null
  const characters = [...text]
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
}

function absoluteHttpUrl(value: string | undefined, base: URL): string | null {
  if (!value?.trim()) return null
  try {
    const url = new URL(value.trim(), base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
