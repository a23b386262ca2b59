import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminEnv, adminToken } from '../admin/adminAccess.ts'
import { signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer } from '../wallets.ts'

let app: TestApp
let admin: { authorization: string }
beforeAll(async () => {
  app = await createTestApp(adminEnv)
  admin = bearer(await adminToken(app))
})
afterAll(() => app.close())

const report = (vitals: unknown[]) =>
  app.inject({ method: 'POST', url: '/api/vitals', payload: { vitals } })

describe('POST /api/vitals', () => {
  it('takes anonymous vitals by route pattern, and the admin reads p75 per route', async () => {
    const values = [100, 200, 300, 400, 500]
    const res = await report(
      values.map((value) => ({ route: '/market/:listingId', name: 'LCP', value })),
    )
    expect(res.statusCode).toBe(202)
    await report([{ route: '/', name: 'CLS', value: 0.02 }])

    const vitals = await app.inject({ method: 'GET', url: '/api/admin/vitals', headers: admin })
    expect(vitals.statusCode).toBe(200)
    expect(vitals.json().data).toEqual([
      { route: '/market/:listingId', name: 'LCP', p75: 400, samples: 5 },
      { route: '/', name: 'CLS', p75: 0.02, samples: 1 },
    ])
  })

  it('refuses filled-in URLs, unknown metrics, too many vitals and big bodies', async () => {
    const refused = [
      [{ route: '/market/0x5bfa?ref=me', name: 'LCP', value: 1 }],
      [{ route: '/', name: 'FID', value: 1 }],
      [{ route: '/', name: 'LCP', value: -1 }],
      [{ route: '/', name: 'LCP', value: 1, email: 'someone@example.com' }],
      Array.from({ length: 11 }, () => ({ route: '/', name: 'LCP', value: 1 })),
      [],
    ]
    for (const vitals of refused) {
      const res = await report(vitals)
      expect(res.statusCode, JSON.stringify(vitals)).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
    }
    const big = await app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        vitals: [{ route: `/${'a'.repeat(4000)}`, name: 'LCP', value: 1 }],
      }),
    })
    expect(big.statusCode).toBe(413)
  })

  it('limits each client to 10 reports a minute', async () => {
    const from = { remoteAddress: '198.51.100.7' }
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/vitals',
        payload: { vitals: [{ route: '/', name: 'TTFB', value: 80 }] },
        ...from,
      })
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(202)
    const limited = await send()
    expect(limited.statusCode).toBe(429)
    expect(limited.json().code).toBe('RATE_LIMITED')
  })
})

describe('admin monitoring reads', () => {
  it('are for admins only', async () => {
    const user = await signedInUser(app)
    for (const url of ['/api/admin/vitals', '/api/admin/server-health']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401)
      expect((await user.call('GET', url)).statusCode).toBe(403)
    }
  })

  it('sum up this instance from its metrics', async () => {
    await app.inject({ method: 'GET', url: '/api/feed' })
    await app.inject({ method: 'GET', url: '/api/feed' })
    const res = await app.inject({ method: 'GET', url: '/api/admin/server-health', headers: admin })
    expect(res.statusCode).toBe(200)
    const health = res.json().data
    expect(health.requests).toBeGreaterThan(3)
    expect(health.meanLatencyMs).toBeGreaterThan(0)
    expect(health.cacheHitRate).toBeGreaterThan(0)
    expect(health.rateLimited).toBeGreaterThanOrEqual(1)
    expect(health.liveSockets).toBe(0)
  })
})
