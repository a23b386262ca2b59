/** Spec §8's cache error texts, exactly. */
export const CACHE_ERRORS = {
  noSession: 'No active user session',
  sessionExpired: 'Session expired',
  invalidOrigin: 'Invalid origin for cache access',
  invalidUrl: 'Invalid URL format',
  noSessionForKey: 'No active session for cache access',
  noCachedResponse: 'No cached response available',
} as const

export const cacheAccessDenied = (reasons: readonly string[]) =>
  `Cache access denied: ${reasons.join(', ')}`
