import { CACHE_ERRORS } from './cacheErrors.ts'

/** Spec §3: whose cached data the worker may read and write, and until when. */
export type CacheSession = {
  userId: string
  sessionId: string
  walletAddress: string | null
  timestamp: number
  expiresAt: number
}

/** Spec §9: a cache session lasts 24 h. */
export const CACHE_SESSION_MS = 24 * 60 * 60 * 1000

export type CacheAccess = { allowed: true } | { allowed: false; reasons: string[] }

/**
 * Spec §5: cache access needs an active, unexpired session, an origin matching the site
 * and a well-formed URL. Every failing rule is named, in that order.
 */
export function checkCacheAccess(
  session: CacheSession | null,
  url: string,
  siteOrigin: string,
  now: number,
): CacheAccess {
  const reasons: string[] = []
  if (!session) reasons.push(CACHE_ERRORS.noSession)
  else if (session.expiresAt <= now) reasons.push(CACHE_ERRORS.sessionExpired)
  const parsed = URL.canParse(url) ? new URL(url) : null
  if (!parsed) reasons.push(CACHE_ERRORS.invalidUrl)
  else if (parsed.origin !== siteOrigin) reasons.push(CACHE_ERRORS.invalidOrigin)
  return reasons.length === 0 ? { allowed: true } : { allowed: false, reasons }
}
