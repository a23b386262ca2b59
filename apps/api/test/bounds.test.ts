import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SignedInUser, signedInUser } from './social/users.ts'
import { createTestApp, type TestApp } from './testApp.ts'

let app: TestApp
let user: SignedInUser

beforeAll(async () => {
  app = await createTestApp()
  user = await signedInUser(app)
})
afterAll(() => app.close())

describe('bounded requests', () => {
  it('refuses a JSON body nested 400,000 deep (under the size limit) with 400, not a crash', async () => {
    const depth = 400_000
    const res = await app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: `{"content":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
  })

  it.each([
    '/api/feed?limit=1000',
    '/api/marketplace/listings?limit=1000',
    '/api/communities?limit=1000',
  ])('refuses a page larger than the largest page: %s', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: user.headers })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
  })

  it('refuses a body over 1 MB with 413 before reading it all', async () => {
    const res = await user.call('POST', '/api/posts', { content: 'x'.repeat(1024 * 1024) })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
  })
})
