import { describe, expect, it } from 'vitest'
import { type CacheSession, checkCacheAccess } from './cacheAccess.ts'
import { cacheAccessDenied } from './cacheErrors.ts'

const SITE = 'https://agora.test'
const NOW = 1_700_000_000_000
const session: CacheSession = {
  userId: 'u1',
  sessionId: 's1',
  walletAddress: null,
  timestamp: NOW - 1000,
  expiresAt: NOW + 1000,
}

describe('checkCacheAccess', () => {
  it('allows an active session reading a well-formed URL of the site', () => {
    expect(checkCacheAccess(session, `${SITE}/api/notifications`, SITE, NOW)).toEqual({
      allowed: true,
    })
  })

  it('refuses without a session', () => {
    expect(checkCacheAccess(null, `${SITE}/api/messages`, SITE, NOW)).toEqual({
      allowed: false,
      reasons: ['No active user session'],
    })
  })

  it('refuses an expired session, also at the exact expiry', () => {
    const expired = { ...session, expiresAt: NOW }
    expect(checkCacheAccess(expired, `${SITE}/api/messages`, SITE, NOW)).toEqual({
      allowed: false,
      reasons: ['Session expired'],
    })
  })

  it('refuses another origin and a malformed URL', () => {
    expect(checkCacheAccess(session, 'https://evil.test/api/messages', SITE, NOW)).toEqual({
      allowed: false,
      reasons: ['Invalid origin for cache access'],
    })
    expect(checkCacheAccess(session, 'not a url', SITE, NOW)).toEqual({
      allowed: false,
      reasons: ['Invalid URL format'],
    })
  })

  it('names every failing rule in the denial text', () => {
    const access = checkCacheAccess(null, 'https://evil.test/x', SITE, NOW)
    expect(access.allowed).toBe(false)
    if (access.allowed) return
    expect(cacheAccessDenied(access.reasons)).toBe(
      'Cache access denied: No active user session, Invalid origin for cache access',
    )
  })
})
