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

  it('gives every operation a summary, its own operationId and the security it needs', async () => {
    app = await createTestApp()
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, DocumentedOperation>).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        ...operation,
      })),
    )
    expect(operations.length).toBeGreaterThan(100)
    const undescribed = operations.filter((op) => !op.summary || !op.operationId || !op.security)
    expect(undescribed.map((op) => op.route)).toEqual([])
    const ids = operations.map((op) => op.operationId)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])

    expect(doc.paths['/api/auth/me'].get.security).toEqual([{ bearer: [] }])
    expect(doc.paths['/api/feed'].get.security).toEqual([{}, { bearer: [] }])
    expect(doc.paths['/api/health'].get.security).toEqual([])
  })

  it('writes a value that may be null as a null type (OpenAPI 3.1) and keeps only used schemas', async () => {
    app = await createTestApp()
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    expect(doc.openapi).toBe('3.1.0')
    expect(JSON.stringify(doc)).not.toContain('"nullable"')
    expect(doc.components.schemas.Community.properties.gate).toEqual({
      anyOf: [{ $ref: '#/components/schemas/TokenGate' }, { type: 'null' }],
    })
    const referenced = JSON.stringify(doc).match(/#\/components\/schemas\/[^"]+/g) ?? []
    for (const name of Object.keys(doc.components.schemas))
      expect(referenced, name).toContain(`#/components/schemas/${name}`)
  })

  it('serves a browsable docs page', async () => {
    app = await createTestApp()
    const res = await app.inject({ method: 'GET', url: '/api/docs' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('swagger-ui')
  })
})

type DocumentedOperation = { summary?: string; operationId?: string; security?: unknown[] }
