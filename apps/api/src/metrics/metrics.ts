import { Counter, Gauge, Histogram, Registry } from 'prom-client'

// seconds; API answers are mostly single-digit milliseconds, chain calls up to the RPC timeout
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10]

/**
 * The server's Prometheus metrics, one registry per app (tests build many apps in one
 * process). Gauges whose value lives elsewhere (pool, sockets) read it when scraped.
 */
export function createMetrics() {
  const registry = new Registry()
  const registers = [registry]
  return {
    registry,
    httpRequests: new Counter({
      name: 'agora_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'agora_http_request_duration_seconds',
      help: 'Time from request to response, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'agora_db_query_duration_seconds',
      help: 'Database query latency',
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    dbPool: new Gauge({
      name: 'agora_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
      labelNames: ['state'] as const,
      registers,
    }),
    cacheLookups: new Counter({
      name: 'agora_cache_lookups_total',
      help: 'Server cache lookups by cache (anonymous_feed, shared_reads) and outcome',
      labelNames: ['cache', 'outcome'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'agora_rate_limited_total',
      help: 'Requests refused with 429 by a rate limit',
      registers,
    }),
    liveSockets: new Gauge({
      name: 'agora_live_sockets',
      help: 'Authenticated live sockets open on this instance',
      registers,
    }),
    chainCalls: new Counter({
      name: 'agora_chain_rpc_calls_total',
      help: 'JSON-RPC HTTP calls to chains, by chain id and outcome',
      labelNames: ['chain', 'outcome'] as const,
      registers,
    }),
    idempotentReplays: new Counter({
      name: 'agora_idempotent_replays_total',
      help: 'Writes answered from a stored response for a repeated Idempotency-Key (offline replays, retries)',
      registers,
    }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>
