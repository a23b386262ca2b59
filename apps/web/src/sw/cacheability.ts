import CachePolicy from 'http-cache-semantics'

/** Spec §5: json, html, plain text, css, javascript, images, fonts. */
const CACHEABLE_TYPES = [
  /^application\/json\b/,
  /^application\/[a-z0-9.+-]+\+json\b/,
  /^text\/(html|plain|css|javascript)\b/,
  /^application\/javascript\b/,
  /^image\//,
  /^font\//,
  /^application\/font-/,
]

export type CacheRefusal =
  | 'not-ok'
  | 'content-type'
  | 'no-store'
  | 'no-cache'
  | 'private'
  | 'pragma'
  | 'expired'

function headerObject(headers: Headers): Record<string, string> {
  const object: Record<string, string> = {}
  headers.forEach((value, name) => {
    object[name] = value
  })
  return object
}

/**
 * Why a response must not go into Cache Storage (spec §5), or null when it may.
 * http-cache-semantics decides storability and freshness; the directives it would allow a
 * private cache to keep anyway (private, no-cache, pragma) are refused by name, as the spec asks.
 */
export function cacheRefusal(request: Request, response: Response): CacheRefusal | null {
  if (response.status !== 200) return 'not-ok'
  const type = response.headers.get('content-type')?.toLowerCase() ?? ''
  if (!CACHEABLE_TYPES.some((pattern) => pattern.test(type))) return 'content-type'

  const cacheControl = response.headers.get('cache-control')?.toLowerCase() ?? ''
  const directives = new Set(cacheControl.split(',').map((part) => part.trim().split('=')[0]))
  if (directives.has('no-store')) return 'no-store'
  if (directives.has('no-cache')) return 'no-cache'
  if (directives.has('private')) return 'private'
  if (response.headers.get('pragma')?.toLowerCase().includes('no-cache')) return 'pragma'

  const policy = new CachePolicy(
    { url: request.url, method: request.method, headers: headerObject(request.headers) },
    { status: response.status, headers: headerObject(response.headers) },
    // a browser's own cache is private: it may keep what a shared cache may not
    { shared: false },
  )
  if (!policy.storable()) return 'no-store'
  if (policy.timeToLive() <= 0 && hasExplicitExpiry(response.headers, directives)) return 'expired'
  // without max-age or Expires, the area's own lifetime (spec §9) bounds the entry
  return null
}

function hasExplicitExpiry(headers: Headers, directives: Set<string | undefined>) {
  return directives.has('max-age') || directives.has('s-maxage') || headers.has('expires')
}

/**
 * Why a per-user response must not go into its session's cache, or null when it may.
 * @NOTE spec §6's session-bound paths are per-user, so the server marks them `private, no-cache`:
 * a session cache is exactly the private cache those allow, and it answers only when the
 * network fails. `no-store` (tokens, KYC, payments) is still never stored.
 */
export function sessionCacheRefusal(response: Response): CacheRefusal | null {
  if (response.status !== 200) return 'not-ok'
  const type = response.headers.get('content-type')?.toLowerCase() ?? ''
  if (!CACHEABLE_TYPES.some((pattern) => pattern.test(type))) return 'content-type'
  const cacheControl = response.headers.get('cache-control')?.toLowerCase() ?? ''
  if (cacheControl.split(',').some((part) => part.trim() === 'no-store')) return 'no-store'
  if (response.headers.get('pragma')?.toLowerCase().includes('no-cache')) return 'pragma'
  return null
}
