import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RedisServer, startRedis } from '../../../scripts/cluster/redisServer.ts'
import { findFreePort } from '../../../scripts/findFreePort.ts'
import { connectLive } from './live/liveClient.ts'
import { signedInUser } from './social/users.ts'
import { createTestApp, type TestApp } from './testApp.ts'

/**
 * Two instances of one deployment on a Redis of this test's own, which it stops and starts:
 * the shared test Redis serves other files in parallel.
 */
let redisPort: number
let redis: RedisServer | null = null
let first: TestApp
let second: TestApp
let secondClosed = false

async function limitedInstance(env: Record<string, string>) {
  const app = await createTestApp(env)
  app.get(
    '/api/test/limited',
    { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } },
    async () => ({ success: true }),
  )
  return app
}

beforeAll(async () => {
  redisPort = await findFreePort()
  redis = await startRedis(redisPort)
  const shared = {
    REDIS_URL: redis.url,
    JWT_SECRET: 'redis-down-test-secret-0123456789abcdef',
    RATE_LIMIT_PER_MINUTE: '1000000',
  }
  first = await limitedInstance(shared)
  second = await limitedInstance({ ...shared, DATABASE_URL: first.ctx.config.databaseUrl ?? '' })
  await second.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  if (!secondClosed) await second?.close()
  await first?.close()
  await redis?.stop()
})

async function stopRedis() {
  await redis?.stop()
  redis = null
}

describe('Redis down', () => {
  it('counts rate limits per instance and keeps serving', async () => {
    const remoteAddress = '10.20.30.40'
    const hit = (app: TestApp) =>
      app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress })
    // shared while Redis answers: the two instances count together
    expect([(await hit(first)).statusCode, (await hit(second)).statusCode]).toEqual([200, 200])

    await stopRedis()

    // each instance now counts on its own, from zero
    const onFirst = [await hit(first), await hit(first), await hit(first), await hit(first)]
    const onSecond = [await hit(second), await hit(second), await hit(second), await hit(second)]
    expect(onFirst.map((res) => res.statusCode)).toEqual([200, 200, 200, 429])
    expect(onSecond.map((res) => res.statusCode)).toEqual([200, 200, 200, 429])
    expect(onFirst[3]?.json()).toMatchObject({ code: 'RATE_LIMITED' })

    const author = await signedInUser(first)
    const post = await author.call('POST', '/api/posts', { content: 'written while Redis is down' })
    expect(post.statusCode).toBe(201)
    const read = await second.inject({ method: 'GET', url: `/api/posts/${post.json().data.id}` })
    expect(read.statusCode).toBe(200)
  })

  it('brings live events across instances again once Redis is back', async () => {
    if (redis) await stopRedis()
    const [followee, follower] = await Promise.all([signedInUser(first), signedInUser(first)])
    const client = await connectLive(second, followee.token)
    const followAgain = async () => {
      await follower.call('DELETE', `/api/users/${followee.address}/follow`)
      return follower.call('POST', `/api/users/${followee.address}/follow`)
    }
    // raised on the first instance, stored, but no way to the second's socket
    expect((await followAgain()).statusCode).toBe(200)

    redis = await startRedis(redisPort)

    // both instances reconnect by themselves; each try raises a new follower.new
    await expect
      .poll(
        async () => {
          await followAgain()
          return client.frames.filter((frame) => frame.type === 'follower.new').length
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBeGreaterThan(0)
    await client.close()
  })

  it('shuts an instance down cleanly while Redis is gone', async () => {
    if (redis) await stopRedis()
    secondClosed = true
    await expect(second.close()).resolves.toBeUndefined()
  })
})
