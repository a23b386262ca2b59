import { describe, expect, it } from 'vitest'
import { sessionPathRule } from './sessionPaths.ts'

const DAY = 24 * 60 * 60

describe('sessionPathRule', () => {
  it.each(['/api/user', '/api/wallet/balance', '/api/admin/users', '/api/notifications'])(
    'binds %s to the session for the session lifetime',
    (path) => {
      expect(sessionPathRule(path, DAY)?.maxAgeSeconds).toBe(DAY)
    },
  )

  it.each(['/api/messages', '/api/wallet', '/api/user/private', '/api/conversations'])(
    'encrypts %s',
    (path) => {
      expect(sessionPathRule(path, DAY)?.encrypted).toBe(true)
    },
  )

  it('does not encrypt notifications', () => {
    expect(sessionPathRule('/api/notifications', DAY)?.encrypted).toBe(false)
  })

  it.each([
    '/api/user/private',
    '/api/wallet/private',
    '/api/messages/private',
    '/api/admin/sensitive',
    '/api/payment/details',
  ])('keeps the sensitive %s at most 5 minutes', (path) => {
    expect(sessionPathRule(path, DAY)?.maxAgeSeconds).toBe(300)
  })

  it.each([
    '/api/auth/tokens',
    '/api/kyc/status',
    // a KYC document picture, read by its reviewer (short-lived signed link)
    '/api/kyc/images/0b6c2d7e-5f39-4c4e-9d59-2f0b8f2b6a11',
  ])('never keeps %s', (path) => {
    expect(sessionPathRule(path, DAY)?.maxAgeSeconds).toBe(0)
  })

  it.each([
    ['/api/feed', 'feed', 300, 200],
    ['/api/posts/p1/comments', 'feed', 300, 200],
    ['/api/communities/c1', 'communities', 600, 100],
    ['/api/marketplace/listings', 'marketplace', 120, 500],
    ['/api/messages', 'messaging', 300, 1000],
    ['/api/users/0xabc', 'user preferences', 300, 1000],
  ])(
    'keeps a signed-in read of %s with its area (%s): %i s, at most %i entries',
    (path, area, seconds, entries) => {
      const rule = sessionPathRule(path, DAY)
      expect(rule?.area?.name).toBe(area)
      expect(rule?.maxAgeSeconds).toBe(seconds)
      expect(rule?.area?.maxEntries).toBe(entries)
    },
  )

  it('still seals messages read in the messaging area', () => {
    expect(sessionPathRule('/api/messages', DAY)).toMatchObject({
      encrypted: true,
      maxAgeSeconds: 300,
    })
  })

  it('does not seal public area reads such as the feed', () => {
    expect(sessionPathRule('/api/feed', DAY)?.encrypted).toBe(false)
  })

  it('keeps session-bound paths outside the areas for the session, with no entry limit', () => {
    expect(sessionPathRule('/api/notifications', DAY)).toMatchObject({
      maxAgeSeconds: DAY,
      area: null,
    })
  })

  it.each(['/api/messagesx', '/api/auth/me', '/api/config'])('leaves %s unbound', (path) => {
    expect(sessionPathRule(path, DAY)).toBeNull()
  })
})
