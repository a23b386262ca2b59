import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminEnv, adminToken, userIdOf } from '../admin/adminAccess.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer } from '../wallets.ts'
import { createCommunity, createPost, type SignedInUser, signedInUser } from './users.ts'

let app: TestApp
let author: SignedInUser
let stranger: SignedInUser

beforeAll(async () => {
  app = await createTestApp(adminEnv)
  author = await signedInUser(app)
  stranger = await signedInUser(app)
})
afterAll(() => app.close())

describe('posts', () => {
  it('creates a post in the documented shape', async () => {
    const res = await author.call('POST', '/api/posts', { content: 'Hello Agora' })
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toEqual({
      id: expect.any(String),
      author: {
        id: author.id,
        address: author.address.toLowerCase(),
        handle: expect.stringMatching(/^user_0x/),
        displayName: null,
        ens: null,
        avatar: null,
      },
      content: 'Hello Agora',
      communityId: null,
      community: null,
      media: [],
      createdAt: expect.any(String),
      editedAt: null,
      pinned: false,
      commentCount: 0,
      repostCount: 0,
      viewerReposted: false,
      quote: null,
      reactions: {},
      viewerReactions: [],
      viewerBookmarked: false,
      removedByModerators: false,
      linkPreview: null,
      poll: null,
    })
  })

  it('stores HTML verbatim, as text', async () => {
    const content = '<img src=x onerror="alert(1)"><script>alert(2)</script>'
    const post = await createPost(author, { content })
    const res = await app.inject({ method: 'GET', url: `/api/posts/${post.id}` })
    expect(res.json().data.content).toBe(content)
  })

  it.each([
    ['empty content', { content: '   ' }],
    ['content over 5000 characters', { content: 'x'.repeat(5001) }],
    [
      'more than 4 images',
      { content: 'x', media: Array.from({ length: 5 }, () => crypto.randomUUID()) },
    ],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_, payload) => {
    const res = await author.call('POST', '/api/posts', payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
  })

  it('needs a session to post', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/posts', payload: { content: 'hi' } })
    expect(res.statusCode).toBe(401)
  })

  it('needs membership to post in a community', async () => {
    const community = await createCommunity(author)
    const res = await stranger.call('POST', '/api/posts', {
      content: 'hi',
      communityId: community.id,
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('NOT_A_MEMBER')
    const own = await author.call('POST', '/api/posts', {
      content: 'hi',
      communityId: community.id,
    })
    expect(own.statusCode).toBe(201)
    expect(own.json().data.communityId).toBe(community.id)
  })

  it('answers an unknown community with 404', async () => {
    const res = await author.call('POST', '/api/posts', {
      content: 'hi',
      communityId: crypto.randomUUID(),
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('COMMUNITY_NOT_FOUND')
  })

  it('reads a community post by its id for anyone, signed out too, as its feed shows it', async () => {
    // every community's posts are public to read (membership is for writing): a link to one
    // shows no more than the community's page does
    const community = await createCommunity(author)
    const post = await createPost(author, { communityId: community.id, content: 'Open house' })
    const res = await app.inject({ method: 'GET', url: `/api/posts/${post.id}` })
    expect(res.statusCode).toBe(200)
    const feed = await app.inject({
      method: 'GET',
      url: `/api/feed?scope=community&communityId=${community.id}`,
    })
    expect(feed.json().data).toEqual([res.json().data])
    // named in the post itself, so a feed of many communities needs no read per community
    expect(res.json().data.community).toEqual({
      id: community.id,
      slug: community.slug,
      name: community.name,
    })
  })

  it('answers a malformed post id with 400, never a database error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/posts/42' })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
  })

  it('answers an unknown post with 404', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/posts/${crypto.randomUUID()}` })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('POST_NOT_FOUND')
  })

  it('lets its author edit it, and leaves it untouched when someone else tries', async () => {
    const post = await createPost(author, { content: 'first draft' })
    const refused = await stranger.call('PATCH', `/api/posts/${post.id}`, { content: 'defaced' })
    expect(refused.statusCode).toBe(403)
    expect(
      (await app.inject({ method: 'GET', url: `/api/posts/${post.id}` })).json().data.content,
    ).toBe('first draft')

    const edited = await author.call('PATCH', `/api/posts/${post.id}`, { content: 'second draft' })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().data).toMatchObject({
      content: 'second draft',
      editedAt: expect.any(String),
    })
  })

  it('lets its author delete it, not a stranger', async () => {
    const post = await createPost(author)
    expect((await stranger.call('DELETE', `/api/posts/${post.id}`)).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: `/api/posts/${post.id}` })).statusCode).toBe(200)
    expect((await author.call('DELETE', `/api/posts/${post.id}`)).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: `/api/posts/${post.id}` })).statusCode).toBe(404)
  })

  it("lets a community moderator delete a member's post there", async () => {
    const community = await createCommunity(author)
    const member = await signedInUser(app)
    await member.call('POST', `/api/communities/${community.id}/join`)
    const post = await createPost(member, { communityId: community.id })
    expect((await author.call('DELETE', `/api/posts/${post.id}`)).statusCode).toBe(200)
  })

  it('lets a platform moderator delete any post', async () => {
    const post = await createPost(author)
    const moderator = await signedInUser(app)
    const admin = await adminToken(app)
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${await userIdOf(app, moderator.token)}`,
      headers: bearer(admin),
      payload: { role: 'moderator' },
    })
    expect((await moderator.call('DELETE', `/api/posts/${post.id}`)).statusCode).toBe(200)
  })

  it('replays a post sent twice with one Idempotency-Key, writing it once', async () => {
    const key = crypto.randomUUID()
    const first = await author.call(
      'POST',
      '/api/posts',
      { content: 'exactly once' },
      { 'idempotency-key': key },
    )
    const second = await author.call(
      'POST',
      '/api/posts',
      { content: 'exactly once' },
      { 'idempotency-key': key },
    )
    expect(second.json().data.id).toBe(first.json().data.id)
    const feed = await app.inject({ method: 'GET', url: '/api/feed?limit=50' })
    const copies = feed.json().data.filter((p: { content: string }) => p.content === 'exactly once')
    expect(copies).toHaveLength(1)
  })
})
