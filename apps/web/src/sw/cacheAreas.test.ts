import { describe, expect, it } from 'vitest'
import { CACHE_AREAS, cacheAreaFor, isExpired, NETWORK_TIMEOUT_SECONDS } from './cacheAreas.ts'

const area = (name: string) => {
  const found = CACHE_AREAS.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`no area ${name}`)
  return found
}

describe('cache areas (spec §9)', () => {
  it.each([
    ['feed', 300, 200, 'network-first'],
    ['communities', 600, 100, 'stale-while-revalidate'],
    ['marketplace', 120, 500, 'network-first'],
    ['messaging', 300, 1000, 'network-first'],
    ['gas estimates', 30, 100, 'network-first'],
    ['exchange rates', 60, 200, 'network-first'],
    ['user preferences', 300, 1000, 'cache-first'],
    ['prioritization', 45, 500, 'network-first'],
  ])('%s keeps entries %i s, at most %i, %s', (name, seconds, entries, strategy) => {
    expect(area(name)).toMatchObject({ maxAgeSeconds: seconds, maxEntries: entries, strategy })
  })

  it('gives network-first a 3 s network timeout', () => {
    expect(NETWORK_TIMEOUT_SECONDS).toBe(3)
  })

  it('maps the real API routes onto their area', () => {
    expect(cacheAreaFor('/api/feed')?.name).toBe('feed')
    expect(cacheAreaFor('/api/posts/p1/comments')?.name).toBe('feed')
    expect(cacheAreaFor('/api/communities')?.name).toBe('communities')
    expect(cacheAreaFor('/api/communities/c1')?.name).toBe('communities')
    expect(cacheAreaFor('/api/communities/c1/members')?.name).toBe('communities')
    expect(cacheAreaFor('/api/marketplace/listings')?.name).toBe('marketplace')
    expect(cacheAreaFor('/api/marketplace/listings/l1')?.name).toBe('marketplace')
    expect(cacheAreaFor('/api/marketplace/orders')?.name).toBe('marketplace')
    expect(cacheAreaFor('/api/sellers/0xabc/store')?.name).toBe('marketplace')
    expect(cacheAreaFor('/api/messages')?.name).toBe('messaging')
    expect(cacheAreaFor('/api/prices/convert')?.name).toBe('exchange rates')
    expect(cacheAreaFor('/api/auth/preferences')?.name).toBe('user preferences')
    expect(cacheAreaFor('/api/chains/8453/gas')?.name).toBe('gas estimates')
    // the ranking behind "trending" is prioritization's; the newest-first feed stays the feed's
    expect(cacheAreaFor('/api/feed', '?sort=trending')?.name).toBe('prioritization')
    expect(cacheAreaFor('/api/feed', '?scope=community&sort=trending&limit=20')?.name).toBe(
      'prioritization',
    )
    expect(cacheAreaFor('/api/feed', '?sort=latest')?.name).toBe('feed')
    expect(cacheAreaFor('/api/feed', '?tag=trendingstuff')?.name).toBe('feed')
  })

  it('caches nothing sensitive or outside the table', () => {
    for (const path of [
      '/api/auth/me',
      '/api/auth/nonce',
      '/api/auth/kyc/status',
      '/api/admin/users',
      '/api/sellers/0xabc/dashboard',
      '/api/marketplace/orders/o1/payment',
      '/api/health',
      '/api/live',
    ]) {
      expect(cacheAreaFor(path), path).toBeNull()
    }
  })

  it('expires an entry exactly at its area lifetime', () => {
    const feed = area('feed')
    expect(isExpired(feed, 0, 299_999)).toBe(false)
    expect(isExpired(feed, 0, 300_000)).toBe(true)
  })
})
