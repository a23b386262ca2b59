import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppEvent } from '../src/events/events.ts'
import { createPost, signedInUser } from './social/users.ts'
import { createTestApp, type TestApp } from './testApp.ts'

const redisUrl = process.env.TEST_REDIS_URL
let first: TestApp
let second: TestApp

beforeAll(async () => {
  if (!redisUrl)
    throw new Error('this suite needs TEST_REDIS_URL (scripts/with-test-db.sh provides it)')
  first = await createTestApp({ REDIS_URL: redisUrl })
  // the same database and Redis: two instances of one deployment
  second = await createTestApp({
    REDIS_URL: redisUrl,
    DATABASE_URL: first.ctx.config.databaseUrl ?? '',
  })
})
afterAll(async () => {
  await second?.close()
  await first?.close()
})

describe('the event bus with REDIS_URL', () => {
  it('carries an event raised on one instance to subscribers on the other, once each', async () => {
    const onFirst: AppEvent[] = []
    const onSecond: AppEvent[] = []
    first.ctx.events.subscribe('listing.changed', (event) => onFirst.push(event))
    second.ctx.events.subscribe('listing.changed', (event) => onSecond.push(event))
    const data = { listingId: crypto.randomUUID(), sellerId: crypto.randomUUID() }

    first.ctx.events.publish('listing.changed', data)

    expect(onFirst).toEqual([{ type: 'listing.changed', data }])
    await vi.waitFor(() => expect(onSecond).toEqual([{ type: 'listing.changed', data }]))
    // the publisher does not hear its own event a second time through Redis
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(onFirst).toHaveLength(1)
  })

  it('keeps an event from the other instance’s local-only subscribers', async () => {
    const localOnFirst: AppEvent[] = []
    const localOnSecond: AppEvent[] = []
    const anyOnSecond: AppEvent[] = []
    first.ctx.events.subscribe('user.changed', (event) => localOnFirst.push(event), {
      localOnly: true,
    })
    second.ctx.events.subscribe('user.changed', (event) => localOnSecond.push(event), {
      localOnly: true,
    })
    second.ctx.events.subscribe('user.changed', (event) => anyOnSecond.push(event))
    const data = { userId: crypto.randomUUID() }

    first.ctx.events.publish('user.changed', data)

    expect(localOnFirst).toEqual([{ type: 'user.changed', data }])
    // once the second instance has heard it, its local-only subscriber has had its chance
    await vi.waitFor(() => expect(anyOnSecond).toHaveLength(1))
    expect(localOnSecond).toEqual([])
  })

  it('empties the other instance’s feed cache when a post is written on this one', async () => {
    const author = await signedInUser(first)
    const feedOnSecond = () => second.inject({ method: 'GET', url: '/api/feed' })
    await feedOnSecond()
    expect((await feedOnSecond()).headers['x-cache']).toBe('hit')

    const post = await createPost(author, { content: 'written on the first instance' })

    // well inside the cache's 1 s lifetime: only the event can have emptied it
    await vi.waitFor(
      async () => {
        const page = await feedOnSecond()
        expect(page.headers['x-cache']).toBeUndefined()
        expect(page.json().data[0].id).toBe(post.id)
      },
      { timeout: 400, interval: 20 },
    )
  })
})
