import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './testApp.ts'

const redisUrl = process.env.TEST_REDIS_URL
const apps: TestApp[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

async function limitedApp() {
  if (!redisUrl)
    throw new Error('this suite needs TEST_REDIS_URL (scripts/with-test-db.sh provides it)')
  const app = await createTestApp({ REDIS_URL: redisUrl })
  app.get(
    '/api/test/shared-limit',
    { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } },
    async () => ({
      success: true,
    }),
  )
  await app.ready()
  apps.push(app)
  return app
}

describe('rate limits with REDIS_URL', () => {
  it('are shared between API instances', async () => {
    const [first, second] = [await limitedApp(), await limitedApp()]
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const hit = (app: TestApp) =>
      app.inject({ method: 'GET', url: '/api/test/shared-limit', remoteAddress })
    const statuses = [
      (await hit(first)).statusCode,
      (await hit(second)).statusCode,
      (await hit(first)).statusCode,
      (await hit(second)).statusCode,
    ]
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
