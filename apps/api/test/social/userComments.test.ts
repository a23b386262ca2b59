import type { CommentWithPost } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createCommunity, createPost, type SignedInUser, signedInUser } from './users.ts'

let app: TestApp
let replier: SignedInUser
let poster: SignedInUser

beforeAll(async () => {
  app = await createTestApp()
  replier = await signedInUser(app)
  poster = await signedInUser(app)
})
afterAll(() => app.close())

const commentsBy = (author: string, reader?: SignedInUser, cursor?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/comments?author=${encodeURIComponent(author)}${cursor ? `&cursor=${cursor}` : ''}`,
    headers: reader?.headers ?? {},
  })

const comment = async (user: SignedInUser, postId: string, content: string) => {
  const res = await user.call('POST', `/api/posts/${postId}/comments`, { content })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as { id: string }
}

describe('GET /api/comments?author= (the replies on a person page)', () => {
  it('lists their comments newest first, each with the post it answers, a page at a time', async () => {
    const post = await createPost(poster, { content: 'What should I read next?' })
    const mine = await createPost(replier, { content: 'My own thread' })
    const first = await comment(replier, post.id, 'Try Middlemarch')
    await comment(poster, post.id, 'not theirs')
    const second = await comment(replier, mine.id, 'Adding to my own post')
    const res = await commentsBy(replier.id)
    expect(res.statusCode, res.body).toBe(200)
    const data: CommentWithPost[] = res.json().data
    expect(data.map((c) => c.id)).toEqual([second.id, first.id])
    expect(data[1]).toMatchObject({
      content: 'Try Middlemarch',
      author: { id: replier.id },
      post: { id: post.id, communityId: null, content: 'What should I read next?' },
    })
    expect(data[1]?.post.author.id).toBe(poster.id)

    // 25 more: the first page holds 20 and a cursor leads to the rest
    for (let i = 0; i < 25; i++) await comment(replier, post.id, `more ${i}`)
    const page1 = (await commentsBy(replier.id)).json()
    expect(page1.data).toHaveLength(20)
    const page2 = (await commentsBy(replier.id, undefined, page1.nextCursor)).json()
    expect(page2.data).toHaveLength(7)
    expect(page2.nextCursor).toBeNull()
    expect(page2.data.at(-1).id).toBe(first.id)
  })

  it('leaves out what moderators removed: a hidden comment, or any comment on a hidden post', async () => {
    const [owner, member] = [await signedInUser(app), await signedInUser(app)]
    const dao = await createCommunity(owner)
    await member.call('POST', `/api/communities/${dao.id}/join`)
    const kept = await createPost(owner, { communityId: dao.id, content: 'a fine post' })
    const removedPost = await createPost(owner, { communityId: dao.id, content: 'spam' })
    const visible = await comment(member, kept.id, 'a fine reply')
    const hiddenReply = await comment(member, kept.id, 'a rude reply')
    await comment(member, removedPost.id, 'replying to spam')
    const hide = (targetKind: string, targetId: string) =>
      owner.call('POST', '/api/moderation/actions', { action: 'hide', targetKind, targetId })
    expect((await hide('comment', hiddenReply.id)).statusCode).toBe(200)
    expect((await hide('post', removedPost.id)).statusCode).toBe(200)
    const data: CommentWithPost[] = (await commentsBy(member.id)).json().data
    expect(data.map((c) => c.id)).toEqual([visible.id])
  })

  it('is 403 ACTIVITY_PRIVATE to others when they keep their activity private, 404 for nobody', async () => {
    const shy = await signedInUser(app)
    const post = await createPost(poster, { content: 'hello' })
    await comment(shy, post.id, 'quietly')
    await shy.call('PUT', '/api/auth/privacy', { privacySettings: { showActivity: false } })
    for (const reader of [undefined, poster]) {
      const res = await commentsBy(shy.id, reader)
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('ACTIVITY_PRIVATE')
    }
    expect((await commentsBy(shy.id, shy)).json().data).toHaveLength(1)
    const nobody = await commentsBy('nobody_here_at_all')
    expect(nobody.statusCode).toBe(404)
    expect(nobody.json().code).toBe('USER_NOT_FOUND')
  })
})
