import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liveEvents } from '../../src/db/schema/live.ts'
import { signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { connectLive } from './liveClient.ts'

const redisUrl = process.env.TEST_REDIS_URL
let first: TestApp
let second: TestApp

beforeAll(async () => {
  if (!redisUrl)
    throw new Error('this suite needs TEST_REDIS_URL (scripts/with-test-db.sh provides it)')
  // one deployment: the same database, Redis and token secret
  const shared = { REDIS_URL: redisUrl, JWT_SECRET: 'live-redis-test-secret-0123456789abcdef' }
  first = await createTestApp(shared)
  second = await createTestApp({
    ...shared,
    DATABASE_URL: first.ctx.config.databaseUrl ?? '',
  })
  await second.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await second?.close()
  await first?.close()
})

describe('live events across instances', () => {
  it('brings an event raised on one instance to a socket on the other, stored once', async () => {
    const [followee, follower] = await Promise.all([signedInUser(first), signedInUser(first)])
    const client = await connectLive(second, followee.token)

    const answer = await follower.call('POST', `/api/users/${followee.address}/follow`)
    expect(answer.statusCode).toBe(200)

    const event = await client.next()
    expect(event).toEqual({
      id: expect.any(Number),
      type: 'follower.new',
      data: { followerId: follower.id },
    })
    // both instances heard follow.changed; only the one that raised it stored it
    const rows = await second.ctx.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(eq(liveEvents.userId, followee.id))
    expect(rows).toEqual([{ id: (event as { id: number }).id }])

    // a second event arrives after the first, never a copy of it
    const another = await signedInUser(first)
    await another.call('POST', `/api/users/${followee.address}/follow`)
    expect(await client.next()).toMatchObject({
      type: 'follower.new',
      data: { followerId: another.id },
    })
    const ids = client.frames.slice(1).map((frame) => (frame as { id: number }).id)
    expect(ids).toHaveLength(2)
    expect(ids[1]).toBeGreaterThan(ids[0] as number)
    await client.close()
  })
})
