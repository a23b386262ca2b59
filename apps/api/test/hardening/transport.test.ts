import { COMMENT_MAX_LENGTH, POST_MAX_LENGTH } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

let app: TestApp
let proxied: TestApp
let user: SignedInUser

beforeAll(async () => {
  app = await createTestApp()
  proxied = await createTestApp({ TRUST_PROXY: 'true' })
  user = await signedInUser(app)
})
afterAll(async () => {
  await app.close()
  await proxied.close()
})

describe('HSTS', () => {
  it('is not sent over plain HTTP, nor on an untrusted X-Forwarded-Proto', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/health' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    const spoofed = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(spoofed.headers['strict-transport-security']).toBeUndefined()
  })

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const res = await proxied.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    const http = await proxied.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    })
    expect(http.headers['strict-transport-security']).toBeUndefined()
  })
})

describe('the OpenAPI document declares the limits the API enforces', () => {
  it('gives post content its maximum length and every page size its maximum', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const postBody = doc.paths['/api/posts'].post.requestBody.content['application/json'].schema
    expect(postBody.properties.content.maxLength).toBe(POST_MAX_LENGTH)

    const commentBody =
      doc.paths['/api/posts/{id}/comments'].post.requestBody.content['application/json'].schema
    expect(commentBody.properties.content.maxLength).toBe(COMMENT_MAX_LENGTH)

    const limits = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.values(operations as Record<string, { parameters?: unknown[] }>).flatMap((op) =>
        (op.parameters ?? [])
          .map((p) => p as { name: string; in: string; schema: { maximum?: number } })
          .filter((p) => p.in === 'query' && p.name === 'limit')
          .map((p) => ({ path, maximum: p.schema.maximum })),
      ),
    )
    expect(limits.length).toBeGreaterThan(2)
    for (const limit of limits)
      expect(limit, limit.path).toEqual({ ...limit, maximum: expect.any(Number) })
  })
})

describe('JSON bodies', () => {
  it('refuses invalid UTF-8 with 400 INVALID_JSON instead of storing U+FFFD', async () => {
    const payload = Buffer.concat([
      Buffer.from('{"content":"caf'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ])
    const res = await user.call('POST', '/api/posts', payload, {
      'content-type': 'application/json',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_JSON' })
    const ok = await user.call('POST', '/api/posts', { content: 'café ✓' })
    expect(ok.statusCode).toBe(201)
    expect(ok.json().data.content).toBe('café ✓')
  })
})
