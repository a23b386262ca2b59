import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCommunity, type SignedInUser, signedInUser } from './social/users.ts'
import { createTestApp, type TestApp } from './testApp.ts'

let app: TestApp
let user: SignedInUser
let communityId: string

beforeAll(async () => {
  app = await createTestApp()
  user = await signedInUser(app)
  communityId = (await createCommunity(user)).id
})
afterAll(() => app.close())

const anonymous = (url: string) => app.inject({ method: 'GET', url })

describe('Cache-Control on API responses', () => {
  it.each([
    ['/api/feed', 'public, max-age=15'],
    ['/api/communities', 'public, max-age=60'],
    ['/api/marketplace/listings', 'public, max-age=30'],
  ])('lets anyone cache the public list %s briefly, varying by who asks', async (url, expected) => {
    const res = await anonymous(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe(expected)
    expect(String(res.headers.vary)).toContain('authorization')
  })

  it('keeps the header on a micro-cache hit of the anonymous feed', async () => {
    await anonymous('/api/feed')
    const hit = await anonymous('/api/feed')
    expect(hit.headers['x-cache']).toBe('hit')
    expect(hit.headers['cache-control']).toBe('public, max-age=15')
  })

  it('marks a public read made with a session private: it carries the viewer own state', async () => {
    const res = await user.call('GET', `/api/communities/${communityId}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-cache')
  })

  it.each(['/api/marketplace/orders', '/api/notifications', '/api/conversations'])(
    'marks the per-user %s private, no-cache: only a session-bound cache may keep it',
    async (url) => {
      const res = await user.call('GET', url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('private, no-cache')
    },
  )

  it.each(['/api/auth/me', '/api/auth/kyc/status'])(
    'never lets anything store the sensitive %s',
    async (url) => {
      const res = await user.call('GET', url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
    },
  )

  it('never stores writes or errors', async () => {
    const nonce = await app.inject({
      method: 'POST',
      url: '/api/auth/nonce',
      payload: { walletAddress: user.address },
    })
    expect(nonce.headers['cache-control']).toBe('no-store')
    const missing = await anonymous('/api/communities/does-not-exist')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['cache-control']).toBe('no-store')
  })
})
