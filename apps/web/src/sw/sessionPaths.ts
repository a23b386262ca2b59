import { type CacheArea, cacheAreaFor } from './cacheAreas.ts'

/**
 * Spec §6: paths bound to the session, and this app's other per-user reads (notifications,
 * conversations). Conversations are message metadata, so sealed like messages.
 */
const SESSION_BOUND = [
  '/api/user',
  '/api/wallet',
  '/api/messages',
  '/api/admin',
  '/api/notifications',
  '/api/conversations',
]
const ENCRYPTED = ['/api/messages', '/api/wallet', '/api/user/private', '/api/conversations']
const SENSITIVE = [
  '/api/user/private',
  '/api/wallet/private',
  '/api/messages/private',
  '/api/admin/sensitive',
  '/api/auth/tokens',
  '/api/kyc/',
  '/api/payment/details',
]
// spec §9: KYC and tokens are never kept at all
const NEVER_CACHED = ['/api/auth/tokens', '/api/kyc/']

const SENSITIVE_MAX_AGE_SECONDS = 5 * 60

export type SessionPathRule = {
  encrypted: boolean
  /** how long an entry may answer; 0: never stored */
  maxAgeSeconds: number
  /** the spec §9 area whose lifetime and entry limit apply; null: the session's lifetime, no limit */
  area: CacheArea | null
}

// whole segments: /api/user binds /api/user/private, not the public profiles under /api/users
const contains = (paths: string[], pathname: string) =>
  paths.some((path) =>
    path.endsWith('/')
      ? pathname.startsWith(path)
      : pathname === path || pathname.startsWith(`${path}/`),
  )

/**
 * How the worker keeps a signed-in GET of `pathname` in the session's own cache, or null when
 * it keeps none. A spec §9 area path read with a session is kept there too, with its area's
 * lifetime and entry limit: the shared area caches never hold a per-user answer.
 */
export function sessionPathRule(pathname: string, sessionSeconds: number): SessionPathRule | null {
  if (contains(NEVER_CACHED, pathname)) return { encrypted: false, maxAgeSeconds: 0, area: null }
  const sensitive = contains(SENSITIVE, pathname)
  const area = cacheAreaFor(pathname)
  if (!sensitive && !area && !contains(SESSION_BOUND, pathname)) return null
  const lifetime = area?.maxAgeSeconds ?? sessionSeconds
  return {
    encrypted: contains(ENCRYPTED, pathname),
    maxAgeSeconds: sensitive ? Math.min(SENSITIVE_MAX_AGE_SECONDS, lifetime) : lifetime,
    area,
  }
}
