import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * How an API read may be cached:
 * - `public`: the same for every anonymous visitor, kept `maxAge` seconds; with a bearer
 *   token it carries the viewer's own state, so it becomes `private, no-cache`
 * - `private`: per-user data: revalidated every time, never in a shared cache
 * - `no-store` (the default): sensitive or uninteresting to cache: tokens, KYC, admin, payments
 */
export type CachePolicy =
  | { kind: 'public'; maxAge: number }
  | { kind: 'private' }
  | { kind: 'no-store' }

const publicFor = (maxAge: number): CachePolicy => ({ kind: 'public', maxAge })
const PRIVATE: CachePolicy = { kind: 'private' }
const NO_STORE: CachePolicy = { kind: 'no-store' }

/** GET routes (as Fastify names them) that may be cached, and how. Everything else: no-store. */
export const CACHE_POLICIES: Readonly<Record<string, CachePolicy>> = {
  '/api/feed': publicFor(15),
  '/api/posts/:id': publicFor(15),
  '/api/posts/:id/comments': publicFor(15),
  '/api/communities': publicFor(60),
  '/api/communities/:id': publicFor(60),
  '/api/communities/:id/members': publicFor(60),
  '/api/marketplace/listings': publicFor(30),
  '/api/marketplace/listings/:id': publicFor(30),
  '/api/sellers/:address/profile': publicFor(60),
  '/api/sellers/:address/store': publicFor(60),
  '/api/sellers/:address/listings': publicFor(60),
  '/api/users/:address': publicFor(60),
  '/api/prices/convert': publicFor(60),
  '/api/chains/:chainId/gas': publicFor(30),
  '/api/config': publicFor(300),
  '/api/marketplace/orders': PRIVATE,
  '/api/marketplace/orders/:id': PRIVATE,
  '/api/sellers/:address/dashboard': PRIVATE,
  '/api/sellers/:address/orders': PRIVATE,
  '/api/sellers/:address/notifications': PRIVATE,
  '/api/sellers/:address/analytics': PRIVATE,
  // spec §6 session-bound reads: the worker keeps them in the signed-in session's own cache
  '/api/notifications': PRIVATE,
  '/api/messages': PRIVATE,
  '/api/conversations': PRIVATE,
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Overrides CACHE_POLICIES for this route. */
    cachePolicy?: CachePolicy
  }
}

/** The Cache-Control (and Vary) an API response gets; a header set by the route wins. */
export function cacheHeadersFor(
  request: FastifyRequest,
  statusCode: number,
): { cacheControl: string; vary?: string } {
  const policy =
    request.method === 'GET' || request.method === 'HEAD'
      ? (request.routeOptions.config?.cachePolicy ??
        CACHE_POLICIES[request.routeOptions.url ?? ''] ??
        NO_STORE)
      : NO_STORE
  // errors are about this moment and this caller
  if (statusCode >= 400 || policy.kind === 'no-store') return { cacheControl: 'no-store' }
  if (policy.kind === 'private') return { cacheControl: 'private, no-cache' }
  if (request.headers.authorization) {
    return { cacheControl: 'private, no-cache', vary: 'authorization' }
  }
  return { cacheControl: `public, max-age=${policy.maxAge}`, vary: 'authorization' }
}

/** Sends Cache-Control on every API response (spec §5 depends on servers saying it right). */
export function registerCacheControl(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload
    const { cacheControl, vary } = cacheHeadersFor(request, reply.statusCode)
    reply.header('cache-control', cacheControl)
    if (vary) {
      const existing = reply.getHeader('vary')
      reply.header('vary', existing ? `${String(existing)}, ${vary}` : vary)
    }
    return payload
  })
}
