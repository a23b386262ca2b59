import type { Post } from '@agora/domain'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reposts } from '../../src/db/schema/reposts.ts'
import { posts } from '../../src/db/schema/social.ts'
import { testClock } from '../clock.ts'
import { communityWith, users } from '../governance/governance.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createPost, type SignedInUser } from './users.ts'

const clock = testClock(new Date('2032-06-01T09:00:00Z'))
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

const repost = (user: SignedInUser, postId: string) =>
  user.call('POST', `/api/posts/${postId}/repost`)
const undo = (user: SignedInUser, postId: string) =>
  user.call('DELETE', `/api/posts/${postId}/repost`)

async function postAs(user: SignedInUser, postId: string) {
  const res = await user.call('GET', `/api/posts/${postId}`)
  expect(res.statusCode).toBe(200)
  return res.json().data as Post
}

/** The whole following feed, page by page, as [post id, reposter's handle or null]. */
async function following(reader: SignedInUser, limit = 20) {
  const entries: [string, string | null][] = []
  let cursor: string | null = null
  do {
    const res = await reader.call(
      'GET',
      `/api/feed?scope=following&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    )
    expect(res.statusCode).toBe(200)
    const page = res.json() as { data: Post[]; nextCursor: string | null }
    const ids = page.data.map((post) => post.id)
    expect(new Set(ids).size, 'each post once per page').toBe(ids.length)
    entries.push(
      ...page.data.map((post): [string, string | null] => [
        post.id,
        post.repostedBy?.handle ?? null,
      ]),
    )
    cursor = page.nextCursor
  } while (cursor)
  return entries
}

async function handleOf(user: SignedInUser) {
  return ((await user.call('GET', '/api/auth/me')).json().user as { handle: string }).handle
}

describe('reposts', () => {
  it('reposts once, answers the count, and takes it back; asking twice changes nothing', async () => {
    const [author, fan, other] = await users(app, 3)
    const post = await createPost(author)

    for (let i = 0; i < 2; i++) {
      const res = await repost(fan, post.id)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true, data: { reposted: true, repostCount: 1 } })
    }
    expect(await postAs(fan, post.id)).toMatchObject({ repostCount: 1, viewerReposted: true })
    expect(await postAs(other, post.id)).toMatchObject({ repostCount: 1, viewerReposted: false })
    const anonymous = (await app.inject({ method: 'GET', url: `/api/posts/${post.id}` })).json()
    expect(anonymous.data).toMatchObject({ repostCount: 1, viewerReposted: false })

    for (let i = 0; i < 2; i++) {
      const res = await undo(fan, post.id)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true, data: { reposted: false, repostCount: 0 } })
    }
    expect(await postAs(fan, post.id)).toMatchObject({ repostCount: 0, viewerReposted: false })
  })

  it('keeps the count exact when many repost at once, and one person twice at once', async () => {
    const [author, first, ...others] = await users(app, 6)
    const fans = [first, ...others]
    const post = await createPost(author)
    await Promise.all([...fans.map((fan) => repost(fan, post.id)), repost(first, post.id)])
    expect((await postAs(author, post.id)).repostCount).toBe(5)
    await Promise.all([undo(first, post.id), undo(first, post.id)])
    expect((await postAs(author, post.id)).repostCount).toBe(4)
  })

  it('needs a session, a post that exists, and one moderators have not removed', async () => {
    const [owner, author, fan] = await users(app, 3)
    const post = await createPost(author)
    const signedOut = await app.inject({ method: 'POST', url: `/api/posts/${post.id}/repost` })
    expect(signedOut.statusCode).toBe(401)
    const missing = await repost(fan, crypto.randomUUID())
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('POST_NOT_FOUND')
    expect((await fan.call('POST', '/api/posts/not-an-id/repost')).statusCode).toBe(400)

    const dao = await communityWith(owner, [author])
    const hidden = await createPost(author, { communityId: dao.id })
    const hide = await owner.call('POST', '/api/moderation/actions', {
      action: 'hide',
      targetKind: 'post',
      targetId: hidden.id,
    })
    expect(hide.statusCode).toBe(200)
    const refused = await repost(fan, hidden.id)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().code).toBe('POST_REMOVED')
  })
})

describe('the following feed with reposts', () => {
  it('shows what the people you follow reposted, naming them, each post once per page', async () => {
    const [reader, ben, cy, stranger] = await users(app, 4)
    const [benHandle, cyHandle] = [await handleOf(ben), await handleOf(cy)]
    await reader.call('POST', `/api/users/${ben.address}/follow`)
    await reader.call('POST', `/api/users/${cy.address}/follow`)

    const theirs = await createPost(stranger, {
      content: 'from someone the reader does not follow',
    })
    clock.advance(1000)
    const bens = await createPost(ben, { content: 'ben writes' })
    clock.advance(1000)
    expect((await repost(ben, theirs.id)).statusCode).toBe(200)
    expect(await following(reader)).toEqual([
      [theirs.id, benHandle],
      [bens.id, null],
    ])

    // reposted again by another followee: still once, as its newest entry
    clock.advance(1000)
    await repost(cy, theirs.id)
    clock.advance(1000)
    await repost(cy, bens.id)
    expect(await following(reader)).toEqual([
      [bens.id, cyHandle],
      [theirs.id, cyHandle],
    ])

    // a repost taken back leaves the feed
    await undo(cy, theirs.id)
    await undo(cy, bens.id)
    expect(await following(reader)).toEqual([
      [theirs.id, benHandle],
      [bens.id, null],
    ])
    // nobody else's feed changes: the stranger follows no one
    expect(await following(stranger)).toEqual([])
  })

  it('pages posts and reposts on one keyset: every entry once, newest first, even at one instant', async () => {
    const [reader, ben, stranger] = await users(app, 3)
    await reader.call('POST', `/api/users/${ben.address}/follow`)
    const sameMoment = clock.now()
    const originals: string[] = []
    for (let i = 0; i < 9; i++)
      originals.push((await createPost(stranger, { content: `s${i}` })).id)
    const own: string[] = []
    for (let i = 0; i < 8; i++) own.push((await createPost(ben, { content: `b${i}` })).id)
    // everything at one instant: only the ids order the entries
    await app.ctx.db
      .insert(reposts)
      .values(originals.map((postId) => ({ postId, userId: ben.id, createdAt: sameMoment })))
    await app.ctx.db.update(posts).set({ createdAt: sameMoment }).where(inArray(posts.id, own))

    const entries = await following(reader, 4)
    expect(entries).toHaveLength(17)
    expect(new Set(entries.map(([id]) => id))).toEqual(new Set([...originals, ...own]))
  })

  it('refuses a cursor whose time is no time with a 400, never a database error', async () => {
    const [reader] = await users(app, 1)
    const forged = Buffer.from(
      JSON.stringify({ at: 'yesterday', id: crypto.randomUUID() }),
    ).toString('base64url')
    const res = await reader.call('GET', `/api/feed?scope=following&cursor=${forged}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
  })
})
