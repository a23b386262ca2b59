import type { Revision } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../clock.ts'
import { communityWith, users } from '../governance/governance.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createPost } from './users.ts'

const clock = testClock(new Date('2032-05-01T08:00:00Z'))
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

async function revisionsAt(url: string) {
  const res = await app.inject({ method: 'GET', url })
  return { status: res.statusCode, body: res.json() as { data: Revision[]; code?: string } }
}

describe('edit history', () => {
  it('keeps a post’s earlier texts, newest first, with when each was written and replaced', async () => {
    const [author] = await users(app, 1)
    const startedAt = clock.now().getTime()
    const minutes = (n: number) => new Date(startedAt + n * 60_000).toISOString()
    const post = await createPost(author, { content: 'first draft' })
    clock.advance(60_000)
    await author.call('PATCH', `/api/posts/${post.id}`, { content: 'second draft' })
    clock.advance(60_000)
    const edited = await author.call('PATCH', `/api/posts/${post.id}`, { content: 'final' })
    expect(edited.json().data).toMatchObject({ content: 'final', editedAt: minutes(2) })

    const { status, body } = await revisionsAt(`/api/posts/${post.id}/revisions`)
    expect(status).toBe(200)
    expect(body).toEqual({
      success: true,
      data: [
        { content: 'second draft', createdAt: minutes(1), replacedAt: minutes(2) },
        { content: 'first draft', createdAt: minutes(0), replacedAt: minutes(1) },
      ],
      nextCursor: null,
    })
  })

  it('keeps nothing, and marks nothing edited, when the text did not change', async () => {
    const [author] = await users(app, 1)
    const post = await createPost(author, { content: 'same' })
    const res = await author.call('PATCH', `/api/posts/${post.id}`, { content: 'same' })
    expect(res.json().data.editedAt).toBeNull()
    expect((await revisionsAt(`/api/posts/${post.id}/revisions`)).body.data).toEqual([])
  })

  it('refuses to edit someone else’s post and keeps no history of the attempt', async () => {
    const [author, stranger] = await users(app, 2)
    const post = await createPost(author, { content: 'mine' })
    const res = await stranger.call('PATCH', `/api/posts/${post.id}`, { content: 'yours now' })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('NOT_AUTHOR')
    expect((await revisionsAt(`/api/posts/${post.id}/revisions`)).body.data).toEqual([])
    const comment = await author.call('POST', `/api/posts/${post.id}/comments`, { content: 'c' })
    const commentEdit = await stranger.call('PATCH', `/api/comments/${comment.json().data.id}`, {
      content: 'not yours',
    })
    expect(commentEdit.statusCode).toBe(403)
  })

  it('keeps a comment’s earlier texts under the comment path', async () => {
    const [author, commenter] = await users(app, 2)
    const post = await createPost(author)
    const created = await commenter.call('POST', `/api/posts/${post.id}/comments`, {
      content: 'nice',
    })
    const commentId = created.json().data.id as string
    clock.advance(30_000)
    const edited = await commenter.call('PATCH', `/api/comments/${commentId}`, {
      content: 'very nice',
    })
    expect(edited.json().data.editedAt).toBe(clock.now().toISOString())
    const { status, body } = await revisionsAt(`/api/comments/${commentId}/revisions`)
    expect(status).toBe(200)
    expect(body.data).toEqual([
      {
        content: 'nice',
        createdAt: created.json().data.createdAt,
        replacedAt: clock.now().toISOString(),
      },
    ])
  })

  it('shows no history of a post or comment moderators removed, nor of one deleted', async () => {
    const [owner, author] = await users(app, 2)
    const dao = await communityWith(owner, [author])
    const post = await createPost(author, { communityId: dao.id, content: 'before' })
    await author.call('PATCH', `/api/posts/${post.id}`, { content: 'after' })
    const comment = await author.call('POST', `/api/posts/${post.id}/comments`, { content: 'a' })
    const commentId = comment.json().data.id as string
    await author.call('PATCH', `/api/comments/${commentId}`, { content: 'b' })
    expect((await revisionsAt(`/api/posts/${post.id}/revisions`)).body.data).toHaveLength(1)

    const hidden = await owner.call('POST', '/api/moderation/actions', {
      action: 'hide',
      targetKind: 'post',
      targetId: post.id,
    })
    expect(hidden.statusCode).toBe(200)
    const ofPost = await revisionsAt(`/api/posts/${post.id}/revisions`)
    expect(ofPost.status).toBe(404)
    expect(ofPost.body.code).toBe('POST_NOT_FOUND')
    const ofComment = await revisionsAt(`/api/comments/${commentId}/revisions`)
    expect(ofComment.status).toBe(404)
    expect(ofComment.body.code).toBe('COMMENT_NOT_FOUND')

    const other = await createPost(author, { content: 'gone soon' })
    await author.call('PATCH', `/api/posts/${other.id}`, { content: 'going' })
    await author.call('DELETE', `/api/posts/${other.id}`)
    expect((await revisionsAt(`/api/posts/${other.id}/revisions`)).status).toBe(404)
  })

  it('is public like the post: anyone signed out reads it', async () => {
    const [author] = await users(app, 1)
    const post = await createPost(author, { content: 'v1' })
    await author.call('PATCH', `/api/posts/${post.id}`, { content: 'v2' })
    const res = await app.inject({ method: 'GET', url: `/api/posts/${post.id}/revisions` })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.map((r: Revision) => r.content)).toEqual(['v1'])
  })
})
