/**
 * The feed API under load on the embedded default: the real server on PGlite with 10 k
 * posts, 50 concurrent connections for 10 seconds, for anonymous visitors (micro-cached)
 * and for a signed-in reader (every request reaches the database).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { buildApp } from '../apps/api/src/app.ts'
import { loadConfig } from '../apps/api/src/config.ts'
import { startServer } from '../scripts/server.ts'
import { signInNewWallet } from '../scripts/signIn.ts'
import { createDatabase } from './database.ts'
import { fillFeed } from './fillFeed.ts'
import type { Metric } from './metric.ts'

const POSTS = 10_000
const CONNECTIONS = 50
const DURATION_S = 10

export async function measureFeedLoad(postgresUrl: string | undefined): Promise<Metric[]> {
  return [...(await embedded()), ...(postgresUrl ? await onPostgres(postgresUrl) : [])]
}

async function embedded(): Promise<Metric[]> {
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
      const token = await signInNewWallet(server.url)
      return [
        ...(await load(server.url, 'anonymous (PGlite)', {})),
        ...(await load(server.url, 'signed in (PGlite)', { authorization: `Bearer ${token}` })),
      ]
    } finally {
      await server.stop()
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

async function load(
  baseUrl: string,
  who: string,
  headers: Record<string, string>,
): Promise<Metric[]> {
  const result = await autocannon({
    url: `${baseUrl}/api/feed`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  })
  const failures = result.non2xx + result.errors + result.timeouts
  if (failures > 0) throw new Error(`${failures} ${who} feed requests failed under load`)
  return [
    {
      name: `feed API ${who} p50 @${CONNECTIONS} connections`,
      value: result.latency.p50,
      unit: 'ms',
    },
    {
      name: `feed API ${who} p99 @${CONNECTIONS} connections`,
      value: result.latency.p99,
      unit: 'ms',
    },
    {
      name: `feed API ${who} throughput`,
      value: Math.round(result.requests.average),
      unit: 'req/s',
    },
  ]
}

/** The same loads with the server on PostgreSQL, the configuration for scale. */
async function onPostgres(serverUrl: string): Promise<Metric[]> {
  const database = await createDatabase(serverUrl)
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agora-load-pg-'))
  try {
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    }
    const prepare = await buildApp(loadConfig(env))
    await fillFeed(prepare.ctx.db, POSTS)
    await prepare.close()
    const server = await startServer({
      dataDir,
      env: {
        DATABASE_URL: database.url,
        RATE_LIMIT_PER_MINUTE: '1000000',
        JWT_SECRET: 'x'.repeat(48),
      },
    })
    try {
      const token = await signInNewWallet(server.url)
      // the bar for scale: signed in at least half the anonymous rate on PostgreSQL
      return [
        ...(await load(server.url, 'anonymous (PostgreSQL)', {})),
        ...(await load(server.url, 'signed in (PostgreSQL)', { authorization: `Bearer ${token}` })),
      ]
    } finally {
      await server.stop()
    }
  } finally {
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
