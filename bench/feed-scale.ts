/**
 * Feed cost against table size, on PostgreSQL: the same feed requests, by a signed-in
 * reader, at 10 k and at 1 M posts. Keyset paging on indexes should make the two the same.
 *   scripts/with-test-db.sh node --import tsx bench/feed-scale.ts
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { buildApp } from '../apps/api/src/app.ts'
import { loadConfig } from '../apps/api/src/config.ts'
import { createDatabase } from './database.ts'
import { fillFeed } from './fillFeed.ts'
import type { Metric } from './metric.ts'
import { percentiles } from './percentiles.ts'

const SIZES = [10_000, 1_000_000]
const REQUESTS = 400

export async function measureFeedScale(serverUrl: string): Promise<Metric[]> {
  const database = await createDatabase(serverUrl)
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agora-bench-'))
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // thousands of requests from one client: measure the feed, not the rate limiter
    RATE_LIMIT_PER_MINUTE: '1000000',
  })
  const app = await buildApp(config)
  const metrics: Metric[] = []
  try {
    for (const size of SIZES) {
      const started = Date.now()
      await fillFeed(app.ctx.db, size)
      console.error(`  ${size} posts ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      const label = size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`
      // a signed-in reader, with the shared page emptied before every request: each one
      // reaches the database, as the first reader of a page does
      const headers = { authorization: `Bearer ${await signInThroughInject(app)}` }
      for (const [scenario, makeUrl] of await scenarios(app)) {
        const timings: number[] = []
        for (let i = 0; i < REQUESTS; i++) {
          const requestUrl = makeUrl(i)
          app.ctx.sharedReads.invalidate()
          const t0 = performance.now()
          const res = await app.inject({ method: 'GET', url: requestUrl, headers })
          timings.push(performance.now() - t0)
          if (res.statusCode !== 200)
            throw new Error(`${requestUrl}: ${res.statusCode} ${res.body}`)
        }
        const { p50, p99 } = percentiles(timings)
        metrics.push({ name: `feed ${scenario} @${label} p50`, value: round(p50), unit: 'ms' })
        metrics.push({ name: `feed ${scenario} @${label} p99`, value: round(p99), unit: 'ms' })
      }
    }
  } finally {
    await app.close()
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
  return metrics
}

/** First pages, a page deep in the stream (from a real cursor), and a community's page. */
async function scenarios(app: Awaited<ReturnType<typeof buildApp>>) {
  let cursor: string | null = null
  for (let page = 0; page < 25; page++) {
    const url: string = `/api/feed?limit=20${cursor ? `&cursor=${cursor}` : ''}`
    cursor = (await app.inject({ method: 'GET', url })).json().nextCursor
  }
  const communities = (await app.inject({ method: 'GET', url: '/api/communities?limit=50' })).json()
    .data as { id: string }[]
  return [
    ['latest first page', () => '/api/feed'],
    ['latest page 26', () => `/api/feed?cursor=${cursor}`],
    [
      'community first page',
      (i: number) =>
        `/api/feed?scope=community&communityId=${communities[i % communities.length]?.id}`,
    ],
  ] as const
}

const round = (ms: number) => Math.round(ms * 100) / 100

async function signInThroughInject(app: Awaited<ReturnType<typeof buildApp>>) {
  const account = privateKeyToAccount(generatePrivateKey())
  const nonce = await app.inject({
    method: 'POST',
    url: '/api/auth/nonce',
    payload: { walletAddress: account.address },
  })
  const { message, nonce: value } = nonce.json()
  const signature = await account.signMessage({ message })
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/wallet',
    payload: { address: account.address, signature, message, nonce: value },
  })
  return res.json().token as string
}
