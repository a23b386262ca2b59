import { prepareForCache } from '@agora/domain'
import type { WorkboxPlugin } from 'workbox-core/types.js'
import { cacheRefusal } from './cacheability.ts'
import { stripSecretParams } from './cacheKey.ts'
import { CACHE_DATE_HEADER, STORED_AT_HEADER } from './messages.ts'

/** Refuses what HTTP or the spec says must not be stored (spec §5). */
export const httpCacheablePlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    cacheRefusal(request, response) === null ? response : null,
}

// bodies the personal-data scan reads: the API's JSON and text; images and code are not text
const SCANNED_TYPES = /^(application\/([a-z0-9.+-]+\+)?json|text\/(plain|html))\b/

/**
 * Spec §5: a body with a critical finding (card, private key, national id, API key) is never
 * stored; in the rest, e-mail is masked, phones hashed and IP addresses removed.
 */
export const personalDataPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const type = response.headers.get('content-type')?.toLowerCase() ?? ''
    if (!SCANNED_TYPES.test(type)) return response
    const decision = prepareForCache(await response.clone().text())
    if (!decision.cacheable) return null
    if (decision.findings.length === 0) return response
    return new Response(decision.text, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  },
}

/** Spec §5: token, key, secret, password and auth never reach a cache key. */
export const secretParamsPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => stripSecretParams(request.url),
}

/** Stamps entries with their storage time, and tells the page how old a cached answer is. */
export const cacheDatePlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    withHeader(response, STORED_AT_HEADER, String(Date.now())),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null
    const storedAt = Number(cachedResponse.headers.get(STORED_AT_HEADER))
    if (!storedAt) return cachedResponse
    return withHeader(cachedResponse, CACHE_DATE_HEADER, new Date(storedAt).toISOString())
  },
}

export type HitCounter = { hits: number; misses: number }

// how many URLs a counter remembers having stored; past that it starts over
const SEEN_LIMIT = 5_000

/**
 * Counts answers from cache, and lookups that found nothing (after expiry ran) for a URL this
 * worker had stored: a first read of a URL finds nothing in any cache, so it says nothing
 * about the cache (a first visit would otherwise raise hit_rate_low at once).
 */
export function statsPlugin(counter: HitCounter): WorkboxPlugin {
  const stored = new Set<string>()
  const remember = (url: string) => {
    if (stored.size >= SEEN_LIMIT) stored.clear()
    stored.add(url)
  }
  return {
    cacheDidUpdate: async ({ request }) => remember(request.url),
    cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
      if (cachedResponse) counter.hits += 1
      else if (stored.has(request.url)) counter.misses += 1
      return cachedResponse ?? null
    },
  }
}

function withHeader(response: Response, name: string, value: string): Response {
  const headers = new Headers(response.headers)
  headers.set(name, value)
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
