import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminEnv, adminToken } from '../admin/adminAccess.ts'
import { signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer } from '../wallets.ts'

const redisUrl = process.env.TEST_REDIS_URL
let first: TestApp
let second: TestApp

beforeAll(async () => {
  if (!redisUrl)
    throw new Error('this suite needs TEST_REDIS_URL (scripts/with-test-db.sh provides it)')
  // one deployment: one signing key
  const shared = { REDIS_URL: redisUrl, JWT_SECRET: 's'.repeat(48), ...adminEnv }
  first = await createTestApp(shared)
  // two instances of one deployment: the same database and Redis
  second = await createTestApp({ ...shared, DATABASE_URL: first.ctx.config.databaseUrl ?? '' })
})
afterAll(async () => {
  await second?.close()
  await first?.close()
})

const meOn = (app: TestApp, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })

describe('cached sessions across instances sharing Redis', () => {
  it('refuses a token on the other instance within a second of its logout', async () => {
    const user = await signedInUser(first)
    // the second instance has the session in its cache
    expect((await meOn(second, user.token)).statusCode).toBe(200)

    const out = await user.call('POST', '/api/auth/logout')
    expect(out.statusCode).toBe(200)
    const loggedOutAt = performance.now()

    await vi.waitFor(async () => expect((await meOn(second, user.token)).statusCode).toBe(401), {
      timeout: 1000,
      interval: 20,
    })
    expect(performance.now() - loggedOutAt).toBeLessThan(1000)
    expect((await meOn(second, user.token)).json()).toMatchObject({ code: 'SESSION_REVOKED' })
  })

  it('refuses a suspended person on the other instance within a second', async () => {
    const admin = await adminToken(first)
    const user = await signedInUser(first)
    expect((await meOn(second, user.token)).statusCode).toBe(200)

    const res = await first.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: bearer(admin),
      payload: { isSuspended: true },
    })
    expect(res.statusCode).toBe(200)
    const suspendedAt = performance.now()

    await vi.waitFor(async () => expect((await meOn(second, user.token)).statusCode).toBe(403), {
      timeout: 1000,
      interval: 20,
    })
    expect(performance.now() - suspendedAt).toBeLessThan(1000)
  })
})
