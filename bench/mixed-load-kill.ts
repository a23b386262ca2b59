/**
 * The mixed load on the cluster recipe while one of its two API instances is killed (kill -9)
 * a third of the way in and started again 5 s later: counts the acknowledged writes that are
 * not in the database afterwards, the sockets that did not come back and resume, the failed
 * requests, and p99 before the kill, until 10 s after the restart, and after that.
 */

import pg from 'pg'
import type { Metric } from './metric.ts'
import { type Acknowledged, measureMixedLoad, onCluster, type Sample } from './mixed-load.ts'
import { percentiles } from './percentiles.ts'

const DURATION_MS = Number(process.env.MIXED_LOAD_SECONDS ?? 60) * 1000
const DOWN_MS = 5_000
/** How long after the restart the service is allowed to settle before "after" is timed. */
const SETTLE_MS = 10_000

export function mixedLoadClusterKill(): Promise<Metric[]> {
  return onCluster('agora-cluster-kill-', async (cluster) => {
    let killedAt = Number.NaN
    let restartedAt = Number.NaN
    const label = 'cluster, one instance killed'
    const run = await measureMixedLoad(cluster.url, label, async () => {
      await sleep(DURATION_MS / 3)
      killedAt = Date.now()
      await cluster.instances[0]?.crash()
      await sleep(DOWN_MS)
      await cluster.restartInstance(0)
      restartedAt = Date.now()
    })
    const phases: Array<[string, (sample: Sample) => boolean]> = [
      ['before the kill', (s) => s.at < killedAt],
      [
        'kill until 10 s after the restart',
        (s) => s.at >= killedAt && s.at < restartedAt + SETTLE_MS,
      ],
      ['after', (s) => s.at >= restartedAt + SETTLE_MS],
    ]
    const failed = run.samples.filter((sample) => sample.failed).length
    return [
      ...run.metrics,
      {
        name: `${label}: instance down, kill to healthy again`,
        value: Math.round(restartedAt - killedAt),
        unit: 'ms',
      },
      ...phases.map(([phase, within]) => ({
        name: `${label}: p99 ${phase}`,
        value: Math.round(p99(run.samples.filter(within)) * 10) / 10,
        unit: 'ms',
      })),
      {
        name: `${label}: failed requests`,
        value: failed,
        unit: `of ${run.samples.length} (${((100 * failed) / run.samples.length).toFixed(2)} %)`,
      },
      {
        name: `${label}: live sockets dropped, then resumed`,
        value: run.sockets.resumed,
        unit: `of ${run.sockets.dropped} dropped (${run.sockets.incomplete} with an incomplete replay)`,
      },
      {
        name: `${label}: acknowledged writes missing afterwards`,
        value: await missingWrites(cluster.postgresUrl, run.acknowledged),
        unit: `of ${run.acknowledged.posts.length + run.acknowledged.comments.length}`,
      },
    ]
  })
}

/** Acknowledged posts and comments that the database does not have. */
async function missingWrites(postgresUrl: string, acknowledged: Acknowledged) {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    const count = async (table: 'posts' | 'comments', ids: string[]) => {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from ${table} where id = any($1::uuid[])`,
        [ids],
      )
      return ids.length - (rows[0]?.n ?? 0)
    }
    return (
      (await count('posts', acknowledged.posts)) + (await count('comments', acknowledged.comments))
    )
  } finally {
    await client.end()
  }
}

function p99(samples: Sample[]) {
  return percentiles(samples.filter((s) => !Number.isNaN(s.ms)).map((s) => s.ms)).p99
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
