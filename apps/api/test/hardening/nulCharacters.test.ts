import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCommunity, createPost, type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

let app: TestApp
let user: SignedInUser
let communityId: string
let postId: string
const logLines: { level: number; msg?: string }[] = []

beforeAll(async () => {
  app = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void logLines.push(JSON.parse(line)) } },
  )
  user = await signedInUser(app)
  communityId = (await createCommunity(user)).id
  postId = (await createPost(user)).id
})
afterAll(() => app.close())

function expectRefused(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode).toBe(400)
  const body = res.json()
  expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
  expect(body.details.fields.map((f: { field: string }) => f.field)).toContain(field)
}

describe('a NUL character (U+0000) in any text', () => {
  it('is refused in query strings, for anonymous readers too', async () => {
    for (const [url, field] of [
      ['/api/marketplace/listings?q=%00', 'query.q'],
      ['/api/feed?scope=community&communityId=%00', 'query.communityId'],
      ['/api/communities?search=a%00', 'query.search'],
    ] as const) {
      expectRefused(await app.inject({ method: 'GET', url }), field)
    }
  })

  it('is refused in path parameters', async () => {
    expectRefused(await app.inject({ method: 'GET', url: '/api/communities/a%00b' }), 'params.id')
    expectRefused(await user.call('POST', '/api/communities/a%00b/join'), 'params.id')
    expectRefused(await user.call('POST', '/api/communities/a%00b/leave'), 'params.id')
    expectRefused(
      await app.inject({ method: 'GET', url: '/api/communities/a%00b/members' }),
      'params.id',
    )
    expectRefused(await app.inject({ method: 'GET', url: '/api/users/0x%00' }), 'params.address')
  })

  it('is refused in JSON bodies, nested or not', async () => {
    expectRefused(await user.call('POST', '/api/posts', { content: 'a\u0000b' }), 'body.content')
    expectRefused(
      await user.call('PATCH', `/api/posts/${postId}`, { content: 'a\u0000b' }),
      'body.content',
    )
    expectRefused(
      await user.call('POST', `/api/posts/${postId}/comments`, { content: 'a\u0000b' }),
      'body.content',
    )
    expectRefused(
      await user.call('POST', '/api/communities', {
        name: 'Nul guild',
        description: 'x',
        rules: ['ok', 'b\u0000d'],
      }),
      'body.rules.1',
    )
    expectRefused(
      await user.call('POST', '/api/marketplace/listings', { title: 'x\u0000' }),
      'body.title',
    )
    expectRefused(
      await user.call('PUT', `/api/users/${user.address}`, { bio: '\u0000' }),
      'body.bio',
    )
    expectRefused(
      await user.call('PUT', '/api/sellers/me/profile', { storeName: 'a\u0000' }),
      'body.storeName',
    )
    expectRefused(
      await user.call('POST', '/api/auth/kyc/initiate', { documentRef: 'a\u0000' }),
      'body.documentRef',
    )
    const feed = await app.inject({
      method: 'GET',
      url: `/api/feed?scope=community&communityId=${communityId}`,
    })
    expect(feed.statusCode).toBe(200)
  })

  it('never logs these refusals as server errors', () => {
    expect(logLines.filter((line) => line.level >= 50)).toEqual([])
    expect(logLines.some((line) => line.msg === 'request refused')).toBe(true)
  })
})
