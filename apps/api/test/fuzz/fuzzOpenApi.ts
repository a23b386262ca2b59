import fc from 'fast-check'
import type { App } from '../../src/app.ts'
import { adminToken } from '../admin/adminAccess.ts'
import { createCommunity, createPost, signedInUser } from '../social/users.ts'
import { anyClientIp } from '../wallets.ts'
import {
  type FuzzRequest,
  type OpenApiDocument,
  problemWith,
  requestsFor,
  routesOf,
} from './openApiRequests.ts'

export type FuzzResult = { routes: number; sent: number; problems: string[] }

/**
 * Sends `requests` generated requests, spread evenly over every route of the app's OpenAPI
 * document, and lists every answer that is a 5xx or shows internals. The app needs an
 * admin account (`adminEnv`) and a lifted per-client rate limit.
 */
export async function fuzzOpenApi(
  app: App,
  { requests, seed }: { requests: number; seed: number },
): Promise<FuzzResult> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument
  const user = await signedInUser(app)
  // someone else's things to aim at, so the person's own session stays usable
  const other = await signedInUser(app)
  const community = await createCommunity(other)
  const post = await createPost(other)
  const tokens: Record<FuzzRequest['auth'], string | null> = {
    none: null,
    user: `Bearer ${user.token}`,
    admin: `Bearer ${await adminToken(app)}`,
    forged: `Bearer ${user.token.slice(0, -4)}AAAA`,
    malformed: 'Basic dXNlcjpwYXNz',
  }
  const realIds = [other.id, other.address, community.id, community.slug, post.id, 'like']

  const routes = routesOf(doc)
  const perRoute = Math.max(1, Math.ceil(requests / routes.length))
  const problems: string[] = []
  let sent = 0
  for (const [index, route] of routes.entries()) {
    // logging out would end the session every signed-in request depends on
    const generated = route.path.endsWith('/logout')
      ? requestsFor(route, doc, realIds).filter((r) => r.auth !== 'user' && r.auth !== 'admin')
      : requestsFor(route, doc, realIds)
    for (const request of fc.sample(generated, { seed: seed + index, numRuns: perRoute })) {
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
  return { routes: routes.length, sent, problems }
}
