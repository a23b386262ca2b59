import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectLive } from '../live/liveClient.ts'
import { signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp, testEngine } from '../testApp.ts'
import { newWallet, requestNonce } from '../wallets.ts'
import { fakeRpc } from './fakeRpc.ts'

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
  const line = sampleLine(text, name, labels)
  return line ? Number(line.split(' ').at(-1)) : 0
}

const sampleLine = (text: string, name: string, labels: string) =>
  text.split('\n').find((row) => row.startsWith(labels ? `${name}{${labels}}` : `${name} `))

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
    const user = await signedInUser(app)
    const key = { 'idempotency-key': crypto.randomUUID() }
    const first = await user.call('POST', '/api/posts', { content: 'once' }, key)
    const again = await user.call('POST', '/api/posts', { content: 'once' }, key)
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
    expect(foreign.json()).toMatchObject({ success: false, code: 'METRICS_FORBIDDEN' })
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

describe('GET /metrics, the series fed from elsewhere', () => {
  let test: TestApp
  let rpc: Awaited<ReturnType<typeof fakeRpc>>
  beforeAll(async () => {
    rpc = await fakeRpc()
    test = await createTestApp({ RPC_URL_8453: rpc.url })
    await test.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await test.close()
    await rpc.close()
  })

  /** How much a sample grows while `act` runs. */
  async function growth(name: string, labels: string, act: () => Promise<unknown>) {
    const before = sample(await scrape(test), name, labels)
    await act()
    return sample(await scrape(test), name, labels) - before
  }

  it('counts shared-read lookups: concurrent readers of a feed page share one read', async () => {
    const user = await signedInUser(test)
    // signed in, so past the anonymous cache and into the shared reads
    const readTwice = () =>
      Promise.all([user.call('GET', '/api/feed'), user.call('GET', '/api/feed')])
    const before = await scrape(test)
    await readTwice()
    const after = await scrape(test)
    for (const outcome of ['miss', 'hit']) {
      const labels = `cache="shared_reads",outcome="${outcome}"`
      expect(
        sample(after, 'agora_cache_lookups_total', labels) -
          sample(before, 'agora_cache_lookups_total', labels),
        outcome,
      ).toBe(1)
    }
  })

  it('counts the requests a rate limit refused', async () => {
    const report = () =>
      test.inject({
        method: 'POST',
        url: '/api/vitals',
        remoteAddress: '198.51.100.8',
        payload: { vitals: [{ route: '/', name: 'TTFB', value: 80 }] },
      })
    // 10 reports a minute per client: the 11th and 12th are refused
    const refused = await growth('agora_rate_limited_total', '', async () => {
      for (let i = 0; i < 12; i++) await report()
    })
    expect(refused).toBe(2)
    const text = await scrape(test)
    expect(
      sample(text, 'agora_http_requests_total', 'method="POST",route="/api/vitals",status="429"'),
    ).toBe(2)
  })

  it('counts chain RPC calls and their failures by chain', async () => {
    // earlier tests' people have their wallet names looked up on the same chain: done first
    await test.names.drain()
    const { answered, refused } = rpc
    // a forged sign-in for an address never seen asks the chain whether it holds code
    const ok = await growth('agora_chain_rpc_calls_total', 'chain="8453",outcome="ok"', () =>
      forgedSignIn(test),
    )
    expect(ok).toBeGreaterThan(0)
    expect(ok).toBe(rpc.answered - answered)
    rpc.failing = true
    const failed = await growth('agora_chain_rpc_calls_total', 'chain="8453",outcome="error"', () =>
      forgedSignIn(test),
    )
    rpc.failing = false
    expect(failed).toBeGreaterThan(0)
    expect(failed).toBe(rpc.refused - refused)
  })

  it('reports the live sockets open now', async () => {
    const user = await signedInUser(test)
    const sockets = async () => sample(await scrape(test), 'agora_live_sockets', '')
    expect(await sockets()).toBe(0)
    const first = await connectLive(test, user.token)
    const second = await connectLive(test, user.token)
    expect(await sockets()).toBe(2)
    await first.close()
    await vi.waitFor(async () => expect(await sockets()).toBe(1))
    await second.close()
  })

  it('reports the PostgreSQL pool, and no pool for the in-process PGlite', async () => {
    const text = await scrape(test)
    if (testEngine === 'pglite') {
      expect(text).not.toMatch(/^agora_db_pool_connections\{/m)
      return
    }
    const total = sample(text, 'agora_db_pool_connections', 'state="total"')
    expect(total).toBeGreaterThanOrEqual(1)
    for (const state of ['idle', 'waiting']) {
      expect(sampleLine(text, 'agora_db_pool_connections', `state="${state}"`), state).toBeDefined()
    }
    expect(sample(text, 'agora_db_pool_connections', 'state="idle"')).toBeLessThanOrEqual(total)
    expect(sample(text, 'agora_db_pool_connections', 'state="waiting"')).toBe(0)
  })
})

/** A sign-in for a fresh address signed by another key: refused, after asking the chain. */
async function forgedSignIn(test: TestApp) {
  const { address } = newWallet()
  const { nonce, message } = await requestNonce(test, address)
  const signature = await newWallet().signMessage({ message })
  const res = await test.inject({
    method: 'POST',
    url: '/api/auth/wallet',
    remoteAddress: '10.20.30.40',
    payload: { address, signature, message, nonce },
  })
  expect(res.statusCode).toBeGreaterThanOrEqual(400)
}
