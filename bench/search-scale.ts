/**
 * Listing search on PostgreSQL with 100 k active listings: full-text queries (ranked),
 * filtered browsing, and a deep page, by a signed-in reader.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/api/src/app.ts'
import { loadConfig } from '../apps/api/src/config.ts'
import { createDatabase } from './database.ts'
import type { Metric } from './metric.ts'
import { percentiles } from './percentiles.ts'

const LISTINGS = 100_000
const REQUESTS = 300
const WORDS = [
  'bowl',
  'vase',
  'print',
  'zine',
  'ring',
  'lamp',
  'chair',
  'poster',
  'mug',
  'scarf',
  'synth',
  'camera',
]
const QUALITIES = [
  'vintage',
  'handmade',
  'signed',
  'glazed',
  'limited',
  'rare',
  'modern',
  'tiny',
  'large',
  'blue',
]

export async function measureSearchScale(serverUrl: string): Promise<Metric[]> {
  const database = await createDatabase(serverUrl)
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agora-bench-'))
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000',
    }),
  )
  try {
    const started = Date.now()
    await fill(app.ctx.db)
    console.error(`  ${LISTINGS} listings ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    const scenarios: [string, (i: number) => string][] = [
      [
        'full-text, ranked',
        (i) => `q=${QUALITIES[i % QUALITIES.length]} ${WORDS[i % WORDS.length]}`,
      ],
      ['full-text, price sort', (i) => `q=${WORDS[i % WORDS.length]}&sort=price_asc`],
      [
        'category + price filter',
        (i) => `category=art&currency=ETH&minPrice=0.${(i % 9) + 1}&sort=newest`,
      ],
      ['newest, page 20', () => `sort=newest&cursor=${deepCursor}`],
    ]
    let deepCursor = ''
    for (let page = 0, cursor = ''; page < 20; page++) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/marketplace/listings?sort=newest${cursor ? `&cursor=${cursor}` : ''}`,
      })
      cursor = res.json().nextCursor
      deepCursor = cursor
    }
    const metrics: Metric[] = []
    for (const [name, query] of scenarios) {
      const timings: number[] = []
      for (let i = 0; i < REQUESTS; i++) {
        const url = `/api/marketplace/listings?${query(i)}`
        const t0 = performance.now()
        const res = await app.inject({ method: 'GET', url })
        timings.push(performance.now() - t0)
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
      }
      const { p50, p99 } = percentiles(timings)
      metrics.push({
        name: `search ${name} @100k p50`,
        value: Math.round(p50 * 100) / 100,
        unit: 'ms',
      })
      metrics.push({
        name: `search ${name} @100k p99`,
        value: Math.round(p99 * 100) / 100,
        unit: 'ms',
      })
    }
    return metrics
  } finally {
    await app.close()
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

async function fill(db: Awaited<ReturnType<typeof buildApp>>['ctx']['db']) {
  await db.execute(sql`
    insert into users (address, handle)
    select '0x' || lpad(to_hex(n), 40, '0'), 'seller_' || n from generate_series(1, 500::int) as n`)
  await db.execute(sql`
    with sellers as (select id, row_number() over () as i from users where handle like 'seller_%')
    insert into listings (seller_id, title, description, price_amount, currency, chain_id, category, quantity, created_at)
    select s.id,
           initcap((array[${sql.raw(QUALITIES.map((w) => `'${w}'`).join(','))}])[1 + n % 10]) || ' ' ||
             (array[${sql.raw(WORDS.map((w) => `'${w}'`).join(','))}])[1 + (n / 10) % 12] || ' no. ' || n,
           'A ' || (array[${sql.raw(QUALITIES.map((w) => `'${w}'`).join(','))}])[1 + (n / 7) % 10] || ' piece from a small studio, listed for the benchmark.',
           round((1 + n % 997) / 100.0, 2),
           case when n % 4 = 0 then 'USDC' else 'ETH' end,
           8453,
           (array['art','crafts','books','home','fashion','music'])[1 + n % 6],
           1 + n % 5,
           now() - make_interval(secs => (n * 17)::float8)
    from generate_series(1, ${LISTINGS}::int) as n
    join sellers s on s.i = 1 + n % 500`)
  await db.execute(sql`analyze`)
}
