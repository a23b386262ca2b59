import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from './clock.ts'
import { communityWith, proposalInput, propose, users } from './governance/governance.ts'
import { createPost, type SignedInUser } from './social/users.ts'
import { createTestApp, type TestApp } from './testApp.ts'

const clock = testClock(new Date('2032-07-01T09:00:00Z'))
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

const cursorOf = (at: string) =>
  Buffer.from(JSON.stringify({ at, id: crypto.randomUUID() })).toString('base64url')

describe('a cursor the API did not give out', () => {
  it('is a 400 VALIDATION_FAILED on every list, whatever its sort value says, never a 500', async () => {
    const [owner, reader] = (await users(app, 2)) as [SignedInUser, SignedInUser]
    const dao = await communityWith(owner, [reader])
    const post = await createPost(owner, { communityId: dao.id })
    const comment = await reader.call('POST', `/api/posts/${post.id}/comments`, { content: 'hi' })
    const commentId = comment.json().data.id as string
    const proposal = await propose(owner, dao.id, proposalInput(clock))
    const lists = [
      '/api/feed',
      '/api/feed?sort=trending',
      '/api/feed?scope=following',
      `/api/feed?scope=community&communityId=${dao.id}`,
      '/api/communities',
      `/api/communities/${dao.id}/members`,
      `/api/communities/${dao.id}/proposals`,
      `/api/posts/${post.id}/comments`,
      `/api/posts/${post.id}/revisions`,
      `/api/comments/${commentId}/revisions`,
      `/api/comments?author=${reader.address}`,
      `/api/proposals/${proposal.id}/votes`,
      '/api/notifications',
      '/api/bookmarks',
      '/api/conversations',
      '/api/marketplace/offers?role=buyer',
      '/api/marketplace/offers?role=seller&status=open',
    ]
    for (const at of ['not a time', '', '1e999', 'NaN'])
      for (const list of lists) {
        const url = `${list}${list.includes('?') ? '&' : '?'}cursor=${cursorOf(at)}`
        const res = await reader.call('GET', url)
        expect(res.statusCode, `${url} (at: ${JSON.stringify(at)})`).toBe(400)
        expect(res.json().code).toBe('VALIDATION_FAILED')
      }
  })
})
