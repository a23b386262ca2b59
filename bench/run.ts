import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServer } from '../scripts/server.ts'
import { checkCluster } from './cluster.ts'
import { measureFeedLoad } from './feed-load.ts'
import { measureFeedScale } from './feed-scale.ts'
import { measureFuzz } from './fuzz.ts'
import { runLighthouse } from './lighthouse.ts'
import { measureLiveLatency } from './live-latency.ts'
import type { Benchmark, Metric } from './metric.ts'
import { mixedLoadOnCluster, mixedLoadOnEmbedded } from './mixed-load.ts'
import { mixedLoadClusterKill } from './mixed-load-kill.ts'
import { measureOfflineVisits } from './offline-visits.ts'
import { printTable } from './printTable.ts'
import { measureSearchScale } from './search-scale.ts'
import { measureSocialSearchScale } from './social-search-scale.ts'
import { measureWebSize } from './web-size.ts'

const benchmarks: Record<string, Benchmark> = {
  'web-size': measureWebSize,
  cluster: checkCluster,
  lighthouse: runLighthouse,
  'offline-visits': measureOfflineVisits,
  'feed-load': () => measureFeedLoad(process.env.TEST_DATABASE_URL),
  'feed-scale': () => {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('feed-scale needs PostgreSQL: run it through scripts/with-test-db.sh')
    return measureFeedScale(url)
  },
  fuzz: () =>
    measureFuzz(Number(process.env.FUZZ_REQUESTS ?? 20_000), Number(process.env.FUZZ_SEED ?? 1)),
  'live-latency': () =>
    measureLiveLatency(process.env.TEST_DATABASE_URL, process.env.TEST_REDIS_URL),
  'mixed-load': mixedLoadOnEmbedded,
  'mixed-load-cluster': mixedLoadOnCluster,
  'mixed-load-cluster-kill': mixedLoadClusterKill,
  // PGlite always; PostgreSQL too when run through scripts/with-test-db.sh
  'social-search-scale': () => measureSocialSearchScale(process.env.TEST_DATABASE_URL),
  'search-scale': () => {
    const url = process.env.TEST_DATABASE_URL
    if (!url)
      throw new Error('search-scale needs PostgreSQL: run it through scripts/with-test-db.sh')
    return measureSearchScale(url)
  },
}

const resultsDir = fileURLToPath(new URL('results/', import.meta.url))

const requested = process.argv.slice(2)
const unknown = requested.filter((name) => !(name in benchmarks))
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`,
  )
  process.exit(2)
}
const selected = requested.length > 0 ? requested : Object.keys(benchmarks)

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
await mkdir(resultsDir, { recursive: true })
// demo content makes the measured page look like what a visitor sees
const server = await startServer({ env: { SEED_DEMO: 'true' }, echoOutputAs: '[api]' })
const results: Record<string, Metric[]> = {}
try {
  for (const name of selected) {
    const run = benchmarks[name]
    if (!run) continue
    console.error(`running ${name}…`)
    results[name] = await run({
      baseUrl: server.url,
      reportPrefix: path.join(resultsDir, `${stamp}-`),
    })
  }
} finally {
  await server.stop()
}

printTable(results)
const resultsPath = path.join(resultsDir, `${stamp}.json`)
await writeFile(
  resultsPath,
  `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
)
console.log(`\nresults: ${path.relative(process.cwd(), resultsPath)}`)
