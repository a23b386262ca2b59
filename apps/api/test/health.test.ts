import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './testApp.ts'

let app: TestApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

describe('GET /api/health', () => {
  it('is 200 with the database answering', async () => {
    app = await createTestApp()
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, status: 'ok', db: 'ok' })
  })

  it('is 503 DB_UNAVAILABLE when the database cannot answer', async () => {
    app = await createTestApp()
    const { database } = app.ctx
    app.ctx.database = { ...database, ping: () => Promise.reject(new Error('connection refused')) }
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ success: false, code: 'DB_UNAVAILABLE' })
    expect(res.body).not.toContain('connection refused')
  })
})

describe('GET /api/docs/json', () => {
  it('describes the routes from their schemas', async () => {
    app = await createTestApp()
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined()
  })

  it('serves a browsable docs page', async () => {
    app = await createTestApp()
    const res = await app.inject({ method: 'GET', url: '/api/docs' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('swagger-ui')
  })
})
