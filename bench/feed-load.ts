/**
 * The feed API under load on the embedded default: the real server on PGlite with 10 k
 * posts, 50 concurrent connections for 10 seconds.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { buildApp } from '../apps/api/src/app.ts'
import { loadConfig } from '../apps/api/src/config.ts'
import { startServer } from '../scripts/server.ts'
import { fillFeed } from './fillFeed.ts'
import type { Metric } from './metric.ts'

const POSTS = 10_000
const CONNECTIONS = 50
const DURATION_S = 10

export async function measureFeedLoad(): Promise<Metric[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agora-load-'))
  try {
    const prepare = await buildApp(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    )
    await fillFeed(prepare.ctx.db, POSTS)
    await prepare.close()

    // one client address stands in for many people here: lift the per-client limit
    const server = await startServer({ dataDir, env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
    try {
      const result = await autocannon({
        url: `${server.url}/api/feed`,
        connections: CONNECTIONS,
        duration: DURATION_S,
      })
      const failures = result.non2xx + result.errors + result.timeouts
      if (failures > 0) throw new Error(`${failures} feed requests failed under load`)
      return [
        { name: `feed API p50 @${CONNECTIONS} connections`, value: result.latency.p50, unit: 'ms' },
        { name: `feed API p99 @${CONNECTIONS} connections`, value: result.latency.p99, unit: 'ms' },
        { name: 'feed API throughput', value: Math.round(result.requests.average), unit: 'req/s' },
      ]
    } finally {
      await server.stop()
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}
