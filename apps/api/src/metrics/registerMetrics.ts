import { ForbiddenError } from '@agora/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from '../db/client.ts'
import type { Metrics } from './metrics.ts'

/**
 * Counts every answer (by route pattern, never the raw URL: ids would explode the label set)
 * and what the response headers say about caches and replays, and serves GET /metrics.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  sources: { database: Database; metricsToken: string | null; liveSockets: () => number },
) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched'
    const labels = { method: request.method, route, status: String(reply.statusCode) }
    metrics.httpRequests.inc(labels)
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000)
    if (reply.statusCode === 429) metrics.rateLimited.inc()
    if (reply.getHeader('idempotent-replayed') === 'true') metrics.idempotentReplays.inc()
    if (request.routeOptions.config.anonymousCacheMs && !request.headers.authorization) {
      const outcome = reply.getHeader('x-cache') === 'hit' ? 'hit' : 'miss'
      metrics.cacheLookups.inc({ cache: 'anonymous_feed', outcome })
    }
  })

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, sources.metricsToken)) {
      throw new ForbiddenError('METRICS_FORBIDDEN')
    }
    metrics.liveSockets.set(sources.liveSockets())
    const pool = sources.database.poolStats()
    if (pool) {
      metrics.dbPool.set({ state: 'total' }, pool.total)
      metrics.dbPool.set({ state: 'idle' }, pool.idle)
      metrics.dbPool.set({ state: 'waiting' }, pool.waiting)
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics())
  })
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * Loopback without a proxy in between (a proxy on the same host would make every visitor
 * look local), or the configured bearer token from anywhere.
 */
function mayReadMetrics(request: FastifyRequest, token: string | null) {
  if (token && request.headers.authorization === `Bearer ${token}`) return true
  const direct = request.headers['x-forwarded-for'] === undefined
  return direct && LOOPBACK.has(request.socket.remoteAddress ?? '')
}
