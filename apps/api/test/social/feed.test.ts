import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { posts } from '../../src/db/schema/social.ts'
import { testClock } from '../clock.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createCommunity, createPost, type SignedInUser, signedInUser } from './users.ts'

const clock = testClock()
let app: TestApp
let author: SignedInUser

beforeAll(async () => {
  app = await createTestApp({}, { clock })
  author = await signedInUser(app)
})
afterAll(() => app.close())

async function readAll(url: string, user?: SignedInUser) {
  const ids: string[] = []
  let cursor: string | null = null
  do {
    const page: string = `${url}${url.includes('?') ? '&' : '?'}limit=7${cursor ? `&cursor=${cursor}` : ''}`
    const res = user ? await user.call('GET', page) : await app.inject({ method: 'GET', url: page })
    expect(res.statusCode).toBe(200)
    ids.push(...res.json().data.map((p: { id: string }) => p.id))
    cursor = res.json().nextCursor
  } while (cursor)
  return ids
}

describe('GET /api/feed', () => {
  it('returns every post exactly once, newest first, even when many share a timestamp', async () => {
    const sameMoment = clock.now()
    // 30 posts in the same instant: only the id tie-breaker orders them
    await app.ctx.db.insert(posts).values(
      Array.from({ length: 30 }, (_, i) => ({
        authorId: author.id,
        content: `same moment ${i}`,
        createdAt: sameMoment,
      })),
    )
    clock.advance(1000)
    const later = await createPost(author, { content: 'later' })
    const ids = await readAll('/api/feed')
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toHaveLength(31)
    expect(ids[0]).toBe(later.id)
  })

  it('keeps to a community with scope=community', async () => {
    const community = await createCommunity(author)
    const inside = await createPost(author, { communityId: community.id })
    await createPost(author)
    const ids = await readAll(`/api/feed?scope=community&communityId=${community.id}`)
    expect(ids).toEqual([inside.id])
  })

  it('shows posts from followed people with scope=following, and needs a session for it', async () => {
    const [followed, ignored, reader] = [
      await signedInUser(app),
      await signedInUser(app),
      await signedInUser(app),
    ]
    const wanted = await createPost(followed)
    await createPost(ignored)
    await reader.call('POST', `/api/users/${followed.address}/follow`)
    expect(await readAll('/api/feed?scope=following', reader)).toEqual([wanted.id])
    expect((await app.inject({ method: 'GET', url: '/api/feed?scope=following' })).statusCode).toBe(
      401,
    )
  })

  it('ranks trending by engagement in the last 24 hours', async () => {
    const [quiet, busy, stale] = [
      await createPost(author),
      await createPost(author),
      await createPost(author),
    ]
    await author.call('POST', `/api/posts/${stale.id}/comments`, { content: 'old news' })
    clock.advance(25 * 60 * 60 * 1000)
    // signed in after the jump: sessions from before it have expired
    const fans = await Promise.all([signedInUser(app), signedInUser(app), signedInUser(app)])
    for (const fan of fans)
      await fan.call('POST', `/api/posts/${busy.id}/reactions`, { type: 'fire' })
    await fans[0]?.call('POST', `/api/posts/${quiet.id}/reactions`, { type: 'like' })

    const res = await app.inject({ method: 'GET', url: '/api/feed?sort=trending' })
    const ranked = res
      .json()
      .data.map((p: { id: string; trendingScore: number }) => [p.id, p.trendingScore])
    expect(ranked).toEqual([
      [busy.id, 3],
      [quiet.id, 1],
    ])
  })

  it.each([
    ['limit over 50', '/api/feed?limit=51', 'VALIDATION_FAILED'],
    ['a forged cursor', '/api/feed?cursor=abc', 'VALIDATION_FAILED'],
    ['community scope without a community', '/api/feed?scope=community', 'COMMUNITY_REQUIRED'],
  ])('refuses %s with 400', async (_, url, code) => {
    const res = await app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe(code)
  })
})
