import { describe, expect, it } from 'vitest'
import type { CacheSession } from './cacheAccess.ts'
import { sessionCacheKey, sessionCacheName, stripSecretParams } from './cacheKey.ts'

const session = (sessionId: string): CacheSession => ({
  userId: `user-${sessionId}`,
  sessionId,
  walletAddress: null,
  timestamp: 0,
  expiresAt: 1,
})

describe('stripSecretParams', () => {
  it('drops token, key, secret, password and auth, whatever their case, and keeps the rest', () => {
    expect(
      stripSecretParams(
        'https://a.test/api/feed?page=2&token=t&KEY=k&secret=s&password=p&Auth=a&sort=new',
      ),
    ).toBe('https://a.test/api/feed?page=2&sort=new')
  })

  it('leaves parameters that only contain a secret word', () => {
    expect(stripSecretParams('https://a.test/api/feed?monkey=1&authors=2')).toBe(
      'https://a.test/api/feed?monkey=1&authors=2',
    )
  })
})

describe('sessionCacheKey', () => {
  it('gives two sessions different keys for the same URL', () => {
    const url = 'https://a.test/api/notifications?limit=20'
    expect(sessionCacheKey(url, session('a'))).not.toBe(sessionCacheKey(url, session('b')))
  })

  it('strips secrets from session keys too', () => {
    expect(sessionCacheKey('https://a.test/api/messages?token=x', session('a'))).not.toContain(
      'token',
    )
  })

  it('refuses to build a key without a session', () => {
    expect(() => sessionCacheKey('https://a.test/api/messages', null)).toThrow(
      'No active session for cache access',
    )
  })
})

describe('sessionCacheName', () => {
  it("gives each area of a session its own cache, all under the session's prefix", () => {
    expect(sessionCacheName(session('a'))).toBe('agora-session-a')
    expect(sessionCacheName(session('a'), { cacheName: 'agora-feed-v1' })).toBe(
      'agora-session-a-agora-feed-v1',
    )
  })
})
