import { AppError } from '@agora/domain'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp, type TestApp } from './testApp.ts'

let app: TestApp
let writes: string[]
let failNext: 'refuse' | 'crash' | null

beforeAll(async () => {
  app = await createTestApp()
  app.post(
    '/api/test/notes',
    { schema: { body: z.object({ text: z.string() }) } },
    async (request, reply) => {
      if (failNext === 'refuse') throw new AppError(409, 'CONFLICT')
      if (failNext === 'crash') {
        failNext = null
        throw new Error('boom')
      }
      // slow enough that a concurrent duplicate arrives while this one is still running
      await new Promise((resolve) => setTimeout(resolve, 50))
      writes.push(request.body.text)
      return reply
        .status(201)
        .send({ success: true, data: { id: writes.length, text: request.body.text } })
    },
  )
  await app.ready()
})
beforeEach(() => {
  writes = []
  failNext = null
})
afterAll(() => app.close())

function post(text: string, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/test/notes',
    payload: { text },
    headers: key ? { 'idempotency-key': key } : {},
  })
}

describe('Idempotency-Key', () => {
  it('replays the first response and writes once', async () => {
    const first = await post('hello', 'key-replay')
    const second = await post('hello', 'key-replay')
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(201)
    expect(second.json()).toEqual(first.json())
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(writes).toEqual(['hello'])
  })

  it('writes each time without a key', async () => {
    await post('a')
    await post('a')
    expect(writes).toEqual(['a', 'a'])
  })

  it('refuses a key reused for a different request with 422', async () => {
    await post('first', 'key-reused')
    const res = await post('second', 'key-reused')
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' })
    expect(writes).toEqual(['first'])
  })

  it('lets only one of two concurrent duplicates run', async () => {
    const [a, b] = await Promise.all([post('race', 'key-race'), post('race', 'key-race')])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
    const conflict = a.statusCode === 409 ? a : b
    expect(conflict.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' })
    expect(writes).toEqual(['race'])
  })

  it('replays a refusal too', async () => {
    failNext = 'refuse'
    const first = await post('x', 'key-refused')
    failNext = null
    const second = await post('x', 'key-refused')
    expect(first.statusCode).toBe(409)
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ code: 'CONFLICT' })
    expect(writes).toEqual([])
  })

  it('frees the key after a server error so a retry can succeed', async () => {
    failNext = 'crash'
    const first = await post('retry me', 'key-crash')
    const second = await post('retry me', 'key-crash')
    expect(first.statusCode).toBe(500)
    expect(second.statusCode).toBe(201)
    expect(writes).toEqual(['retry me'])
  })

  it('refuses a malformed key with 400', async () => {
    const res = await post('x', 'has spaces in it')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID' })
    expect(writes).toEqual([])
  })
})
