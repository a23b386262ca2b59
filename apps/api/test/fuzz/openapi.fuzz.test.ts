import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminEnv, adminToken } from '../admin/adminAccess.ts'
import { createCommunity, createPost, signedInPerson } from '../social/people.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { anyClientIp } from '../wallets.ts'
import {
  type FuzzRequest,
  type OpenApiDocument,
  problemWith,
  requestsFor,
  routesOf,
} from './openApiRequests.ts'

// bounded for CI; FUZZ_REQUESTS=20000 (or `npm run bench -- fuzz`) runs more
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000)
const SEED = Number(process.env.FUZZ_SEED ?? 20261122)

let app: TestApp
let doc: OpenApiDocument
const tokens: Record<FuzzRequest['auth'], string | null> = {
  none: null,
  person: null,
  admin: null,
  forged: null,
  malformed: null,
}
const realIds: string[] = []

beforeAll(async () => {
  // one client address sends everything: lift the general per-client limit
  app = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', ...adminEnv })
  doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
  const person = await signedInPerson(app)
  // someone else's things to aim at, so the person's own session stays usable
  const other = await signedInPerson(app)
  const community = await createCommunity(other)
  const post = await createPost(other)
  tokens.person = `Bearer ${person.token}`
  tokens.admin = `Bearer ${await adminToken(app)}`
  tokens.forged = `Bearer ${person.token.slice(0, -4)}AAAA`
  tokens.malformed = 'Basic dXNlcjpwYXNz'
  realIds.push(other.id, other.address, community.id, community.slug, post.id, 'like')
}, 120_000)
afterAll(() => app?.close())

describe('requests generated from the OpenAPI document', () => {
  it(`answers ${REQUESTS} odd requests across every route without a 5xx or leaked internals`, async () => {
    const routes = routesOf(doc)
    expect(routes.length).toBeGreaterThan(50)
    const perRoute = Math.max(1, Math.ceil(REQUESTS / routes.length))
    const problems: string[] = []
    let sent = 0
    for (const [index, route] of routes.entries()) {
      // logging out would end the session every signed-in request depends on
      const safe = route.path.endsWith('/logout')
        ? requestsFor(route, doc, realIds).filter((r) => r.auth !== 'person' && r.auth !== 'admin')
        : requestsFor(route, doc, realIds)
      for (const request of fc.sample(safe, { seed: SEED + index, numRuns: perRoute })) {
        const authorization = tokens[request.auth]
        const res = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...(authorization ? { authorization } : {}) },
          remoteAddress: anyClientIp(),
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        })
        sent++
        const problem = problemWith(res.statusCode, res.body)
        if (problem)
          problems.push(
            `${problem}: ${request.method} ${request.url.slice(0, 200)} (${request.auth}) → ${res.body.slice(0, 300)}`,
          )
      }
    }
    expect(sent).toBeGreaterThanOrEqual(REQUESTS)
    expect(problems.slice(0, 20), `${problems.length} of ${sent} requests went wrong`).toEqual([])
  }, 600_000)
})
