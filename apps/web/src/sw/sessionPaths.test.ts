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

  it.each(['/api/auth/tokens', '/api/kyc/status'])('never keeps %s', (path) => {
    expect(sessionPathRule(path, DAY)?.maxAgeSeconds).toBe(0)
  })

  it.each(['/api/users/0xabc', '/api/feed', '/api/messagesx'])('leaves %s unbound', (path) => {
    expect(sessionPathRule(path, DAY)).toBeNull()
  })
})
