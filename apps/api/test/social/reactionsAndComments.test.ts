import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createCommunity, createPost, type SignedInUser, signedInUser } from './users.ts'

let app: TestApp
let author: SignedInUser
let reader: SignedInUser

beforeAll(async () => {
  app = await createTestApp()
  author = await signedInUser(app)
  reader = await signedInUser(app)
})
afterAll(() => app.close())

const getPost = async (id: string, user?: SignedInUser) =>
  (user
    ? await user.call('GET', `/api/posts/${id}`)
    : await app.inject({ method: 'GET', url: `/api/posts/${id}` })
  ).json().data

describe('reactions', () => {
  it('counts one per person per type, and repeating changes nothing', async () => {
    const post = await createPost(author)
    await reader.call('POST', `/api/posts/${post.id}/reactions`, { type: 'fire' })
    const again = await reader.call('POST', `/api/posts/${post.id}/reactions`, { type: 'fire' })
    await reader.call('POST', `/api/posts/${post.id}/reactions`, { type: 'like' })
    await author.call('POST', `/api/posts/${post.id}/reactions`, { type: 'fire' })
    expect(again.statusCode).toBe(200)
    const seen = await getPost(post.id, reader)
    expect(seen.reactions).toEqual({ fire: 2, like: 1 })
    expect(seen.viewerReactions.sort()).toEqual(['fire', 'like'])
  })

  it('removes a reaction', async () => {
    const post = await createPost(author)
    await reader.call('POST', `/api/posts/${post.id}/reactions`, { type: 'rocket' })
    const res = await reader.call('DELETE', `/api/posts/${post.id}/reactions/rocket`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ reactions: {}, viewerReactions: [] })
    const twice = await reader.call('DELETE', `/api/posts/${post.id}/reactions/rocket`)
    expect(twice.json().data.reactions).toEqual({})
  })

  it('refuses an unknown type with 400', async () => {
    const post = await createPost(author)
    const res = await reader.call('POST', `/api/posts/${post.id}/reactions`, { type: 'angry' })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
  })

  it('keeps counts exact under concurrent reactions', async () => {
    const post = await createPost(author)
    const users = await Promise.all(Array.from({ length: 8 }, () => signedInUser(app)))
    await Promise.all(
      users.flatMap((user) => [
        user.call('POST', `/api/posts/${post.id}/reactions`, { type: 'love' }),
        user.call('POST', `/api/posts/${post.id}/reactions`, { type: 'love' }),
      ]),
    )
    expect((await getPost(post.id)).reactions).toEqual({ love: 8 })
  })

  it('needs membership to react in a community, like commenting, and counts nothing refused', async () => {
    const community = await createCommunity(author)
    const post = await createPost(author, { communityId: community.id })
    const refused = await reader.call('POST', `/api/posts/${post.id}/reactions`, { type: 'fire' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('NOT_A_MEMBER')
    expect((await getPost(post.id)).reactions).toEqual({})

    await reader.call('POST', `/api/communities/${community.id}/join`)
    const joined = await reader.call('POST', `/api/posts/${post.id}/reactions`, { type: 'fire' })
    expect(joined.statusCode).toBe(200)
    expect(joined.json().data.reactions).toEqual({ fire: 1 })
  })
})

describe('comments', () => {
  it('threads replies and counts them', async () => {
    const post = await createPost(author)
    const top = await reader.call('POST', `/api/posts/${post.id}/comments`, { content: 'Nice one' })
    expect(top.statusCode).toBe(201)
    const topId = top.json().data.id
    const reply = await author.call('POST', `/api/posts/${post.id}/comments`, {
      content: 'Thanks!',
      parentId: topId,
    })
    expect(reply.json().data).toMatchObject({
      postId: post.id,
      parentId: topId,
      content: 'Thanks!',
    })

    const thread = await app.inject({ method: 'GET', url: `/api/posts/${post.id}/comments` })
    expect(thread.json().data.map((c: { content: string }) => c.content)).toEqual([
      'Nice one',
      'Thanks!',
    ])
    expect((await getPost(post.id)).commentCount).toBe(2)
  })

  it('refuses a reply to a comment on another post', async () => {
    const [a, b] = [await createPost(author), await createPost(author)]
    const other = (
      await reader.call('POST', `/api/posts/${a.id}/comments`, { content: 'here' })
    ).json().data
    const res = await reader.call('POST', `/api/posts/${b.id}/comments`, {
      content: 'there',
      parentId: other.id,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('PARENT_INVALID')
  })

  it.each([
    ['empty', ''],
    ['over 2000 characters', 'x'.repeat(2001)],
  ])('refuses %s content with 400', async (_, content) => {
    const post = await createPost(author)
    const res = await reader.call('POST', `/api/posts/${post.id}/comments`, { content })
    expect(res.statusCode).toBe(400)
  })

  it('lets only the author edit; deleting removes replies and keeps the count exact', async () => {
    const post = await createPost(author)
    const top = (
      await reader.call('POST', `/api/posts/${post.id}/comments`, { content: 'first' })
    ).json().data
    await author.call('POST', `/api/posts/${post.id}/comments`, {
      content: 'reply',
      parentId: top.id,
    })
    await author.call('POST', `/api/posts/${post.id}/comments`, { content: 'separate' })

    expect(
      (await author.call('PATCH', `/api/comments/${top.id}`, { content: 'hijacked' })).statusCode,
    ).toBe(403)
    const edited = await reader.call('PATCH', `/api/comments/${top.id}`, {
      content: 'first (edited)',
    })
    expect(edited.json().data).toMatchObject({
      content: 'first (edited)',
      editedAt: expect.any(String),
    })

    const stranger = await signedInUser(app)
    expect((await stranger.call('DELETE', `/api/comments/${top.id}`)).statusCode).toBe(403)
    expect((await reader.call('DELETE', `/api/comments/${top.id}`)).statusCode).toBe(200)
    const thread = await app.inject({ method: 'GET', url: `/api/posts/${post.id}/comments` })
    expect(thread.json().data.map((c: { content: string }) => c.content)).toEqual(['separate'])
    expect((await getPost(post.id)).commentCount).toBe(1)
  })

  it('needs membership to comment in a community', async () => {
    const community = await createCommunity(author)
    const post = await createPost(author, { communityId: community.id })
    const res = await reader.call('POST', `/api/posts/${post.id}/comments`, { content: 'hi' })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('NOT_A_MEMBER')
  })

  it('keeps the comment count exact under concurrent comments', async () => {
    const post = await createPost(author)
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        reader.call('POST', `/api/posts/${post.id}/comments`, { content: `c${i}` }),
      ),
    )
    expect((await getPost(post.id)).commentCount).toBe(10)
  })
})
