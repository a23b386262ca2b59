import { AppError } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp, type TestApp } from './testApp.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
  app.post(
    '/api/test/things',
    { schema: { body: z.object({ name: z.string().min(3), count: z.number().int().positive() }) } },
    async (request) => ({ success: true, data: request.body }),
  )
  app.get('/api/test/refused', async () => {
    throw new AppError(409, 'ROLE_REQUIRED', { role: 'moderator' })
  })
  app.get('/api/test/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked')
  })
  await app.ready()
})
afterAll(() => app.close())

describe('the one error shape', () => {
  it('answers an unknown API path with 404 NOT_FOUND', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing/here' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      success: false,
      error: 'No route GET /api/nothing/here',
      code: 'ROUTE_NOT_FOUND',
      params: { method: 'GET', path: '/api/nothing/here' },
    })
  })

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "abc",',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_JSON' })
  })

  it('answers a schema failure with 400 VALIDATION_FAILED naming the fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/things',
      payload: { name: 'ab', count: -1 },
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    const fields = body.details.fields.map((f: { field: string }) => f.field)
    expect(fields).toEqual(expect.arrayContaining(['body.name', 'body.count']))
  })

  it('passes an AppError through with its status, code and values, its message written from them', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/refused' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      success: false,
      error: 'This needs the moderator role',
      code: 'ROLE_REQUIRED',
      params: { role: 'moderator' },
    })
  })

  it('hides the details of an unexpected error behind a generic 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/crash' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ success: false, error: 'Internal Server Error', code: 'INTERNAL' })
    expect(res.body).not.toContain('secret')
  })

  it('refuses a body over the size limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/things',
      payload: { name: 'x'.repeat(2 * 1024 * 1024), count: 1 },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' })
  })

  it('refuses a body that is not JSON with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/things',
      headers: { 'content-type': 'application/xml' },
      payload: '<thing/>',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' })
  })
})
