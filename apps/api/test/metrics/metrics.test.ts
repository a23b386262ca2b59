import { afterEach, describe, expect, it } from 'vitest'
import { signedInPerson } from '../social/people.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

let app: TestApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

const FOREIGN = '203.0.113.9'
const TOKEN = 'a-metrics-token-of-enough-length'

async function scrape(test: TestApp) {
  const res = await test.inject({ method: 'GET', url: '/metrics' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toContain('text/plain')
  return res.body
}

/** The value of one sample line, e.g. `agora_http_requests_total{...} 3`; 0 when absent. */
function sample(text: string, name: string, labels: string) {
  const line = text.split('\n').find((row) => row.startsWith(`${name}{${labels}}`))
  return line ? Number(line.split(' ').at(-1)) : 0
}

describe('GET /metrics', () => {
  it('counts a request by route pattern and status, with its latency', async () => {
    app = await createTestApp()
    await app.inject({ method: 'GET', url: '/api/health' })
    await app.inject({ method: 'GET', url: '/api/health' })
    await app.inject({ method: 'GET', url: `/api/posts/${crypto.randomUUID()}` })
    const text = await scrape(app)
    const health = 'method="GET",route="/api/health",status="200"'
    expect(sample(text, 'agora_http_requests_total', health)).toBe(2)
    expect(sample(text, 'agora_http_request_duration_seconds_count', health)).toBe(2)
    // by pattern, never by raw id
    expect(
      sample(text, 'agora_http_requests_total', 'method="GET",route="/api/posts/:id",status="404"'),
    ).toBe(1)
    expect(text).not.toMatch(/route="\/api\/posts\/[0-9a-f-]{36}"/)
    expect(
      Number(text.match(/^agora_db_query_duration_seconds_count (\d+)/m)?.[1]),
    ).toBeGreaterThan(0)
  })

  it('counts anonymous feed cache hits and misses, and idempotent replays', async () => {
    app = await createTestApp()
    await app.inject({ method: 'GET', url: '/api/feed' })
    await app.inject({ method: 'GET', url: '/api/feed' })
    const person = await signedInPerson(app)
    const key = { 'idempotency-key': crypto.randomUUID() }
    const first = await person.call('POST', '/api/posts', { content: 'once' }, key)
    const again = await person.call('POST', '/api/posts', { content: 'once' }, key)
    expect([first.statusCode, again.statusCode]).toEqual([201, 201])

    const text = await scrape(app)
    expect(sample(text, 'agora_cache_lookups_total', 'cache="anonymous_feed",outcome="miss"')).toBe(
      1,
    )
    expect(sample(text, 'agora_cache_lookups_total', 'cache="anonymous_feed",outcome="hit"')).toBe(
      1,
    )
    expect(text).toMatch(/^agora_idempotent_replays_total 1$/m)
  })

  it('refuses a caller from elsewhere, and loopback behind a proxy', async () => {
    app = await createTestApp()
    const foreign = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: FOREIGN })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json()).toMatchObject({ success: false, code: 'FORBIDDEN' })
    const proxied = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': FOREIGN },
    })
    expect(proxied.statusCode).toBe(403)
  })

  it('serves anyone with the configured token, and nobody with a wrong one', async () => {
    app = await createTestApp({ METRICS_TOKEN: TOKEN })
    const withToken = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: FOREIGN,
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(withToken.statusCode).toBe(200)
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: FOREIGN,
      headers: { authorization: 'Bearer not-the-token-at-all-nope' },
    })
    expect(wrong.statusCode).toBe(403)
  })
})
