import type { CacheSession } from './cacheAccess.ts'
import { CACHE_ERRORS } from './cacheErrors.ts'

/** Spec §5: query parameters that never reach a cache key. */
export const SECRET_QUERY_PARAMS = ['token', 'key', 'secret', 'password', 'auth'] as const

/** `url` without its secret query parameters (names compared case-insensitively). */
export function stripSecretParams(url: string): string {
  const parsed = new URL(url)
  for (const name of [...parsed.searchParams.keys()]) {
    if ((SECRET_QUERY_PARAMS as readonly string[]).includes(name.toLowerCase())) {
      parsed.searchParams.delete(name)
    }
  }
  return parsed.href
}

const SESSION_PARAM = 'cache-session'

/** Spec §6: a session-bound entry's key names its session, so no other session finds it. */
export function sessionCacheKey(url: string, session: CacheSession | null): string {
  if (!session) throw new Error(CACHE_ERRORS.noSessionForKey)
  const parsed = new URL(stripSecretParams(url))
  parsed.searchParams.set(SESSION_PARAM, session.sessionId)
  return parsed.href
}

/**
 * Cache Storage names of session-bound caches start with this: one cache per session, and one
 * per spec §9 area it reads, so each area's entry limit counts only its own entries.
 */
export const SESSION_CACHE_PREFIX = 'agora-session-'

export const sessionCacheName = (session: CacheSession, area?: { cacheName: string } | null) =>
  `${SESSION_CACHE_PREFIX}${session.sessionId}${area ? `-${area.cacheName}` : ''}`
