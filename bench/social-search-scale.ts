/**
 * Search for posts, people and #tags with 100 k posts by 20 k people, on the embedded PGlite
 * and (given a server) on PostgreSQL: p50 and p99 of `GET /api/search` per kind of query.
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

const POSTS = 100_000
const PEOPLE = 20_000
const REQUESTS = 200
const WORDS = ['harbour', 'sunset', 'market', 'garden', 'coffee', 'bicycle', 'library', 'vote']
const FILLER = ['quiet', 'morning', 'walk', 'friends', 'today', 'city', 'small', 'notes']

type App = Awaited<ReturnType<typeof buildApp>>

export async function measureSocialSearchScale(postgresServerUrl?: string): Promise<Metric[]> {
  const metrics = await onEngine('PGlite', {})
  if (!postgresServerUrl) return metrics
  const database = await createDatabase(postgresServerUrl)
  try {
    return [...metrics, ...(await onEngine('PostgreSQL', { DATABASE_URL: database.url }))]
  } finally {
    await database.drop()
  }
}

async function onEngine(label: string, env: Record<string, string>): Promise<Metric[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agora-bench-'))
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    }),
  )
  try {
    const started = Date.now()
    await fill(app)
    console.error(
      `  ${label}: ${POSTS} posts ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    const scenarios: [string, (i: number) => string][] = [
      ['posts, one word', (i) => `type=posts&q=${WORDS[i % WORDS.length]}`],
      [
        'posts, two words',
        (i) => `type=posts&q=${WORDS[i % WORDS.length]}%20${FILLER[i % FILLER.length]}`,
      ],
      ['people, handle prefix', (i) => `type=people&q=writer_${(i * 37) % PEOPLE}`],
      ['people, name prefix', (i) => `type=people&q=Wren%20${(i * 53) % 2000}`],
      ['tags', (i) => `type=tags&q=${WORDS[i % WORDS.length]}`],
    ]
    const metrics: Metric[] = []
    for (const [name, query] of scenarios) {
      const timings: number[] = []
      for (let i = 0; i < REQUESTS; i++) {
        const url = `/api/search?${query(i)}`
        const t0 = performance.now()
        const res = await app.inject({ method: 'GET', url })
        timings.push(performance.now() - t0)
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
      }
      const { p50, p99 } = percentiles(timings)
      const round = (ms: number) => Math.round(ms * 100) / 100
      metrics.push(
        { name: `${label}: search ${name} @100k p50`, value: round(p50), unit: 'ms' },
        { name: `${label}: search ${name} @100k p99`, value: round(p99), unit: 'ms' },
      )
    }
    return metrics
  } finally {
    await app.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

async function fill(app: App) {
  const list = (words: string[]) => sql.raw(words.map((w) => `'${w}'`).join(','))
  await app.ctx.db.execute(sql`
    insert into users (address, handle, display_name)
    select '0x' || lpad(to_hex(n), 40, '0'), 'writer_' || n, 'Wren ' || n
    from generate_series(1, ${PEOPLE}::int) as n`)
  await app.ctx.db.execute(sql`
    with writers as (select id, row_number() over () as i from users where handle like 'writer_%')
    insert into posts (author_id, content, tags, created_at)
    select w.id,
           'A ' || (array[${list(FILLER)}])[1 + n % 8] || ' ' || (array[${list(FILLER)}])[1 + (n / 8) % 8]
             || ' about the ' || (array[${list(WORDS)}])[1 + (n / 64) % 8] || ', post ' || n
             || ' #' || (array[${list(WORDS)}])[1 + (n / 64) % 8],
           array[(array[${list(WORDS)}])[1 + (n / 64) % 8]],
           now() - make_interval(secs => (n * 13)::float8)
    from generate_series(1, ${POSTS}::int) as n
    join writers w on w.i = 1 + n % ${PEOPLE}`)
  await app.ctx.db.execute(sql`analyze`)
}
