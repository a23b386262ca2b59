import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './testApp.ts'

let app: TestApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

describe('rate limits', () => {
  it('refuses requests over a route limit with 429 RATE_LIMITED', async () => {
    app = await createTestApp()
    app.get(
      '/api/test/limited',
      { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } },
      async () => ({
        success: true,
      }),
    )
    await app.ready()
    const statuses = []
    for (let i = 0; i < 3; i++)
      statuses.push((await app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode)
    expect(statuses).toEqual([200, 200, 429])
    const refused = await app.inject({ method: 'GET', url: '/api/test/limited' })
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' })
    expect(refused.headers['retry-after']).toBeDefined()
  })

  it('leaves the web app’s own files out of the limits', async () => {
    app = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' })
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await app.inject({ method: 'GET', url: '/dao/x' })).statusCode)
    expect(statuses).not.toContain(429)
    const api = []
    for (let i = 0; i < 3; i++)
      api.push((await app.inject({ method: 'GET', url: '/api/communities' })).statusCode)
    expect(api).toEqual([200, 200, 429])
  })
})

describe('CORS', () => {
  it('allows the public origin', async () => {
    app = await createTestApp({ PUBLIC_URL: 'https://agora.example' })
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://agora.example', 'access-control-request-method': 'POST' },
    })
    expect(res.headers['access-control-allow-origin']).toBe('https://agora.example')
  })

  it('does not allow another origin', async () => {
    app = await createTestApp({ PUBLIC_URL: 'https://agora.example' })
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    })
    expect(res.headers['access-control-allow-origin']).not.toBe('https://evil.example')
  })
})

describe('logs', () => {
  it('carry request ids and never the bearer token', async () => {
    const lines: string[] = []
    app = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    )
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: 'Bearer super-secret-token-value' },
    })
    const requestId = res.headers['x-request-id']
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    const log = lines.join('')
    expect(log).toContain(String(requestId))
    expect(log).not.toContain('super-secret-token-value')
  })
})
