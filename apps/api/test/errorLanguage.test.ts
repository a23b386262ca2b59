import { NotFoundError } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './testApp.ts'
import { anyClientIp } from './wallets.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
  app.get('/api/test/compressed-refusal', async (_request, reply) => {
    reply.header('vary', 'Accept-Encoding')
    throw new NotFoundError('POST_NOT_FOUND')
  })
  await app.ready()
})
afterAll(() => app.close())

const MISSING_POST = '/api/posts/00000000-0000-4000-8000-000000000000'

function getMissingPost(acceptLanguage?: string) {
  const headers = acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }
  return app.inject({ method: 'GET', url: MISSING_POST, headers })
}

describe('error messages follow Accept-Language', () => {
  it('answers in Spanish for `es`, with the same status and code', async () => {
    const res = await getMissingPost('es')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      success: false,
      error: 'Esa publicación no existe',
      code: 'POST_NOT_FOUND',
    })
    expect(res.headers['content-language']).toBe('es')
  })

  it('answers in Spanish for a regional Spanish first (es-MX,es;q=0.9)', async () => {
    const res = await getMissingPost('es-MX,es;q=0.9')
    expect(res.json()).toMatchObject({ error: 'Esa publicación no existe', code: 'POST_NOT_FOUND' })
    expect(res.headers['content-language']).toBe('es')
  })

  it('answers in English for `en`, for no header, and for a language Agora does not speak', async () => {
    for (const acceptLanguage of ['en', undefined, 'ja', 'ja-JP,ko;q=0.8']) {
      const res = await getMissingPost(acceptLanguage)
      expect(res.json()).toEqual({ success: false, error: 'No such post', code: 'POST_NOT_FOUND' })
      expect(res.headers['content-language']).toBe('en')
    }
  })

  it('follows the q-values: Spanish when it is the best language Agora speaks', async () => {
    const res = await getMissingPost('ja;q=1, es;q=0.5, en;q=0.2')
    expect(res.json().error).toBe('Esa publicación no existe')
  })

  it('translates a message with a value in it, and an unknown route', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/nothing/here',
      headers: { 'accept-language': 'es' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      success: false,
      error: 'No hay ninguna ruta GET /api/nothing/here',
      code: 'ROUTE_NOT_FOUND',
      params: { method: 'GET', path: '/api/nothing/here' },
    })
  })

  it('translates a refusal the framework raises (malformed JSON)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      payload: '{"email": ',
      remoteAddress: anyClientIp(),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      success: false,
      error: 'El cuerpo de la solicitud no es JSON válido',
      code: 'INVALID_JSON',
    })
  })

  it('translates a validation failure field by field, with its summary', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'es' },
      payload: { handle: 'No!', email: 'someone@agora.example', password: 'short' },
      remoteAddress: anyClientIp(),
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.details.fields).toEqual(
      expect.arrayContaining([
        {
          field: 'body.handle',
          code: 'HANDLE_FORMAT',
          message: 'debe tener de 3 a 30 caracteres entre a–z, 0–9 y _',
        },
        {
          field: 'body.password',
          code: 'FIELD_TOO_SMALL',
          params: { inclusive: 'true', origin: 'string', minimum: 10 },
          message: 'debe tener al menos 10 caracteres',
        },
      ]),
    )
    expect(body.error).toMatch(/^Solicitud no válida: /)
    expect(body.error).toContain('body.password debe tener al menos 10 caracteres')
  })

  it('keeps the English validation failure for English', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { handle: 'No!', email: 'someone@agora.example', password: 'short' },
      remoteAddress: anyClientIp(),
    })
    const body = res.json()
    expect(body.error).toMatch(/^Invalid request: /)
    expect(body.details.fields).toContainEqual({
      field: 'body.password',
      code: 'FIELD_TOO_SMALL',
      params: { inclusive: 'true', origin: 'string', minimum: 10 },
      message: 'must be at least 10 characters',
    })
  })

  it('says it varies by Accept-Language, after what it varied by already', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/compressed-refusal',
      headers: { 'accept-language': 'es' },
    })
    expect(res.json().error).toBe('Esa publicación no existe')
    expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language')
  })
})
