import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NAME_CACHE_MS, NO_NAME_CACHE_MS } from '../../src/features/names/nameLookups.ts'
import { testClock } from '../clock.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer, newWallet, signIn } from '../wallets.ts'

// The spec's name provider (§7), played by a local HTTP server: GET ?address=0x…, the key in
// a header, the name at data.data. Names are looked up after answers, never before them.

type Answer = { status: number; body: unknown } | 'hang'
const names = new Map<string, Answer>()
const asked: { address: string | null; key: string | undefined }[] = []
const hanging: http.ServerResponse[] = []
let provider: http.Server
const clock = testClock()
const logLines: string[] = []
let app: TestApp

beforeAll(async () => {
  provider = http.createServer((req, res) => {
    const address = new URL(req.url ?? '/', 'http://x').searchParams.get('address')
    asked.push({ address, key: req.headers['x-agora-key'] as string | undefined })
    const answer = names.get(address ?? '') ?? { status: 200, body: { data: { data: null } } }
    if (answer === 'hang') return void hanging.push(res)
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  const { port } = provider.address() as AddressInfo
  app = await createTestApp(
    {
      LOG_LEVEL: 'info',
      NAME_RESOLVER_URL: `http://127.0.0.1:${port}/v1/name-resolve`,
      NAME_RESOLVER_API_KEY: 'key-for-tests',
      NAME_RESOLVER_KEY_HEADER: 'X-Agora-Key',
    },
    { clock, logStream: { write: (line) => void logLines.push(line) } },
  )
})
afterAll(async () => {
  provider.closeAllConnections()
  await app.close()
  await new Promise((resolve) => provider.close(resolve))
})
beforeEach(() => {
  asked.length = 0
})

const named = (name: string | null) => ({ status: 200, body: { data: { data: name } } })

async function user() {
  const wallet = newWallet()
  const token = await signIn(app, wallet)
  return { address: wallet.address.toLowerCase(), headers: bearer(token) }
}

/** A signed-in request, then the look-up it may have started, to its end. */
async function visit(who: { headers: Record<string, string> }) {
  const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers: who.headers })
  expect(res.statusCode).toBe(200)
  await app.names.drain()
  return res.json().user as { ens: string | null; id: string; handle: string }
}

const me = async (who: { headers: Record<string, string> }) =>
  (await app.inject({ method: 'GET', url: '/api/auth/me', headers: who.headers })).json().user

describe('wallet names from the name provider', () => {
  it('asks with the key in its header and the address in the query, and takes data.data', async () => {
    const alice = await user()
    names.set(alice.address, named('alice.eth'))
    await visit(alice)
    expect(asked).toEqual([{ address: alice.address, key: 'key-for-tests' }])
    expect((await me(alice)).ens).toBe('alice.eth')
  })

  it('shows the name where the person appears and finds them by it', async () => {
    const bob = await user()
    names.set(bob.address, named('bobthebuilder-of-many-words.eth'))
    await visit(bob)
    const post = await app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: bob.headers,
      payload: { content: 'Named by my wallet' },
    })
    expect(post.statusCode).toBe(201)
    const feed = await app.inject({ method: 'GET', url: '/api/feed' })
    const mine = feed.json().data.find((p: { id: string }) => p.id === post.json().data.id)
    expect(mine.author.ens).toBe('bobthebuilder-of-many-words.eth')
    const search = await app.inject({ method: 'GET', url: '/api/search?type=people&q=bobthebui' })
    expect(search.json().data.map((p: { ens: string }) => p.ens)).toContain(
      'bobthebuilder-of-many-words.eth',
    )
  })

  it('keeps a name 180 minutes, then asks again and follows the change', async () => {
    const carol = await user()
    names.set(carol.address, named('carol.eth'))
    await visit(carol)
    names.set(carol.address, named('carol.base.eth'))
    clock.advance(NAME_CACHE_MS - 60_000)
    await visit(carol)
    expect(asked).toHaveLength(1)
    expect((await me(carol)).ens).toBe('carol.eth')
    clock.advance(2 * 60_000)
    await visit(carol)
    expect(asked).toHaveLength(2)
    expect((await me(carol)).ens).toBe('carol.base.eth')
  })

  it('keeps "no name" 10 minutes, and a name given up goes', async () => {
    const dave = await user()
    names.set(dave.address, named('dave.eth'))
    await visit(dave)
    clock.advance(NAME_CACHE_MS + 1)
    names.set(dave.address, named(null))
    await visit(dave)
    expect((await me(dave)).ens).toBeNull()
    clock.advance(NO_NAME_CACHE_MS - 60_000)
    await visit(dave)
    expect(asked).toHaveLength(2)
    clock.advance(2 * 60_000)
    names.set(dave.address, named('dave.eth'))
    await visit(dave)
    expect(asked).toHaveLength(3)
    expect((await me(dave)).ens).toBe('dave.eth')
  })

  it('keeps the name it had when the provider fails, says so once in the log, and recovers', async () => {
    const erin = await user()
    names.set(erin.address, named('erin.eth'))
    await visit(erin)
    clock.advance(NAME_CACHE_MS + 1)
    logLines.length = 0
    for (const answer of [
      { status: 500, body: { error: 'down' } },
      { status: 404, body: {} },
      { status: 200, body: { name: 'not where the spec says' } },
    ]) {
      names.set(erin.address, answer)
      await visit(erin)
      expect((await me(erin)).ens).toBe('erin.eth')
      // each failure waits its turn: 10 minutes for this person on this instance
      clock.advance(NO_NAME_CACHE_MS + 1)
    }
    const downLines = logLines.filter((line) => line.includes('name resolver down'))
    expect(downLines).toHaveLength(1)
    expect(downLines[0]).toContain('answered 500')
    names.set(erin.address, named('erin.base.eth'))
    await visit(erin)
    expect((await me(erin)).ens).toBe('erin.base.eth')
    expect(logLines.some((line) => line.includes('name resolver back'))).toBe(true)
  })

  it('answers at once while the provider hangs', async () => {
    const frank = await user()
    names.set(frank.address, 'hang')
    const started = performance.now()
    const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers: frank.headers })
    expect(res.statusCode).toBe(200)
    expect(performance.now() - started).toBeLessThan(2_000)
    await expect.poll(() => asked.length).toBe(1)
    expect(res.json().user.ens).toBeNull()
    for (const held of hanging.splice(0)) held.end(JSON.stringify(named('frank.eth').body))
    await app.names.drain()
    expect((await me(frank)).ens).toBe('frank.eth')
  })

  it('does not take what could not be a name', async () => {
    const gina = await user()
    names.set(gina.address, named('two\nlines.eth'))
    await visit(gina)
    expect((await me(gina)).ens).toBeNull()
  })
})
