/**
 * 200 people using Agora at once for 60 s, each from an address of their own
 * (X-Forwarded-For, with TRUST_PROXY on, so per-client limits count each person): every
 * one keeps a live socket open and, with a pause to read between steps, reads the feed,
 * opens a post, reacts, comments, now and then posts, searches the market and opens a
 * listing. Counts answers per kind: errors (anything but 2xx and the limits' intended 429),
 * 429s, p50 and p99.
 */

import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { REACTION_TYPES } from '@agora/domain'
import { type Cluster, startCluster } from '../scripts/cluster/startCluster.ts'
import { findFreePort } from '../scripts/findFreePort.ts'
import { startServer } from '../scripts/server.ts'
import { signInNewUser } from '../scripts/signIn.ts'
import { type KeptLiveSocket, keepLiveSocket } from './keptLiveSocket.ts'
import type { Metric } from './metric.ts'
import { percentiles } from './percentiles.ts'

const USERS = Number(process.env.MIXED_LOAD_USERS ?? 200)
const DURATION_MS = Number(process.env.MIXED_LOAD_SECONDS ?? 60) * 1000
const SIGN_IN_BATCH = 10
/** A person pauses 0.5–1.5 s between steps, as someone reading does. */
const THINK_MS = [500, 1500] as const
/** Well inside the 30-a-minute post limit: nobody posts more than once in 20 s. */
const POST_EVERY_MS = 20_000
const SEARCH_WORDS = ['camera', 'vintage', 'keyboard', 'art', 'book', 'bike', 'guitar', 'lamp']

type Kind =
  | 'read feed'
  | 'open post'
  | 'react'
  | 'comment'
  | 'post'
  | 'search market'
  | 'open listing'
const STEPS: Array<[Kind, number]> = [
  ['read feed', 30],
  ['open post', 20],
  ['react', 10],
  ['comment', 5],
  ['post', 5],
  ['search market', 15],
  ['open listing', 15],
]

type Tally = { latencies: number[]; errors: number; limited: number; examples: Set<string> }
/** One timed request: when it ended, how long it took, and whether it failed. */
export type Sample = { at: number; ms: number; failed: boolean }
/** What the run's people were told was saved (201s): a fault must not lose any of it. */
export type Acknowledged = { posts: string[]; comments: string[] }
/** Live sockets over the run: drops, and reconnects that resumed from the last event seen. */
export type SocketCounts = { dropped: number; resumed: number; incomplete: number }
export type MixedLoadRun = {
  metrics: Metric[]
  samples: Sample[]
  acknowledged: Acknowledged
  sockets: SocketCounts
}
type SimulatedUser = {
  token: string
  /** Who the person is to the server's per-client limits: an address of their own. */
  client: Record<string, string>
  headers: Record<string, string>
  lastPostAt: number
}

/** On the embedded default: one process on PGlite, with the demo content. */
export async function mixedLoadOnEmbedded(): Promise<Metric[]> {
  const server = await startServer({ env: { SEED_DEMO: 'true', TRUST_PROXY: 'true' } })
  try {
    return (await measureMixedLoad(server.url, 'PGlite')).metrics
  } finally {
    await server.stop()
  }
}

/** On `startCluster`: PostgreSQL, Redis, two instances and HAProxy, with the demo content. */
export function mixedLoadOnCluster(): Promise<Metric[]> {
  return onCluster(
    'agora-cluster-load-',
    async (cluster) => (await measureMixedLoad(cluster.url, 'cluster')).metrics,
  )
}

/** Runs `use` on a fresh two-instance cluster in a temporary directory, then takes it down. */
export async function onCluster<T>(prefix: string, use: (cluster: Cluster) => Promise<T>) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix))
  // PostgreSQL runs as its own user when we are root, and must reach its data inside
  await chmod(dir, 0o755)
  try {
    const cluster = await startCluster({
      dir,
      instances: 2,
      port: await findFreePort(),
      host: '127.0.0.1',
    })
    try {
      return await use(cluster)
    } finally {
      await cluster.stop()
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** `during` runs beside the people (a fault to inject), from when their steps start. */
export async function measureMixedLoad(
  baseUrl: string,
  label: string,
  during: () => Promise<void> = async () => {},
): Promise<MixedLoadRun> {
  const tallies = new Map<Kind, Tally>(
    STEPS.map(([kind]) => [kind, { latencies: [], errors: 0, limited: 0, examples: new Set() }]),
  )
  const people: SimulatedUser[] = []
  for (let i = 0; i < USERS; i += SIGN_IN_BATCH) {
    const batch = Array.from({ length: Math.min(SIGN_IN_BATCH, USERS - i) }, (_, j) => {
      const client = {
        'x-forwarded-for': `10.77.${Math.floor((i + j) / 250)}.${((i + j) % 250) + 1}`,
      }
      return signInNewUser(baseUrl, client).then(({ token }) => ({
        token,
        client,
        headers: { ...client, authorization: `Bearer ${token}` },
        lastPostAt: 0,
      }))
    })
    people.push(...(await Promise.all(batch)))
  }

  let liveEvents = 0
  const sockets: KeptLiveSocket[] = []
  for (let i = 0; i < people.length; i += SIGN_IN_BATCH) {
    const batch = people.slice(i, i + SIGN_IN_BATCH)
    sockets.push(
      ...(await Promise.all(
        batch.map((person) =>
          keepLiveSocket(baseUrl, person.token, () => void liveEvents++, person.client),
        ),
      )),
    )
  }
  const samples: Sample[] = []
  const acknowledged: Acknowledged = { posts: [], comments: [] }

  const deadline = Date.now() + DURATION_MS
  const startedAt = Date.now()
  const walks = Promise.all(
    people.map(async (person) => {
      // spread the first steps over one pause, not all at the same instant
      await pause()
      while (Date.now() < deadline) {
        const kind = pickKind(person)
        const tally = tallies.get(kind) as Tally
        const outcome = await step(baseUrl, person, kind).catch((error: unknown) => String(error))
        let failed = false
        if (typeof outcome === 'string' || outcome.status >= 300) {
          if (typeof outcome !== 'string' && outcome.status === 429) tally.limited++
          else {
            failed = true
            tally.errors++
            if (tally.examples.size < 3)
              tally.examples.add(typeof outcome === 'string' ? outcome : String(outcome.status))
          }
        }
        if (typeof outcome !== 'string') {
          tally.latencies.push(outcome.ms)
          if (outcome.createdId && kind === 'post') acknowledged.posts.push(outcome.createdId)
          if (outcome.createdId && kind === 'comment') acknowledged.comments.push(outcome.createdId)
        }
        samples.push({
          at: Date.now(),
          ms: typeof outcome === 'string' ? Number.NaN : outcome.ms,
          failed,
        })
        await pause()
      }
    }),
  )
  await Promise.all([walks, during()])
  const seconds = (Date.now() - startedAt) / 1000
  for (const socket of sockets) socket.close()

  const metrics: Metric[] = []
  let total = 0
  for (const [kind, tally] of tallies) {
    const { p50, p99 } = percentiles(tally.latencies)
    total += tally.latencies.length
    const round = (ms: number) => Math.round(ms * 10) / 10
    metrics.push(
      { name: `${label}: ${kind}, requests`, value: tally.latencies.length, unit: '' },
      { name: `${label}: ${kind}, p50`, value: round(p50), unit: 'ms' },
      { name: `${label}: ${kind}, p99`, value: round(p99), unit: 'ms' },
      { name: `${label}: ${kind}, errors`, value: tally.errors, unit: '' },
      { name: `${label}: ${kind}, 429`, value: tally.limited, unit: '' },
    )
    if (tally.examples.size > 0)
      console.error(`${label}: ${kind} errors, e.g. ${[...tally.examples].join('; ')}`)
  }
  metrics.push(
    { name: `${label}: requests per second`, value: Math.round(total / seconds), unit: 'req/s' },
    {
      name: `${label}: live sockets never dropped`,
      value: sockets.filter((socket) => socket.drops === 0).length,
      unit: `of ${USERS}`,
    },
    { name: `${label}: live events received`, value: liveEvents, unit: '' },
  )
  const sum = (count: (socket: KeptLiveSocket) => number) =>
    sockets.reduce((total, socket) => total + count(socket), 0)
  return {
    metrics,
    samples,
    acknowledged,
    sockets: {
      dropped: sum((socket) => socket.drops),
      resumed: sum((socket) => socket.resumed),
      incomplete: sum((socket) => socket.incomplete),
    },
  }
}

function pickKind(person: SimulatedUser): Kind {
  const canPost = Date.now() - person.lastPostAt >= POST_EVERY_MS
  const steps = STEPS.filter(([kind]) => kind !== 'post' || canPost)
  let roll = Math.random() * steps.reduce((sum, [, weight]) => sum + weight, 0)
  for (const [kind, weight] of steps) {
    roll -= weight
    if (roll < 0) return kind
  }
  return 'read feed'
}

/**
 * One step as a person takes it: the steps that act on something first look at the feed or
 * the market, as the person would have; only the step's own request is timed.
 */
async function step(baseUrl: string, person: SimulatedUser, kind: Kind) {
  const call = (path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...person.headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const timed = async (path: string, body?: unknown) => {
    const started = performance.now()
    const res = await call(path, body)
    const text = await res.text()
    const ms = performance.now() - started
    // what a write created, to look for after a fault
    const createdId =
      res.status === 201 ? (JSON.parse(text) as { data?: { id?: string } }).data?.id : undefined
    return { status: res.status, ms, createdId }
  }
  switch (kind) {
    case 'read feed':
      return timed('/api/feed')
    case 'search market':
      return timed(`/api/marketplace/listings?q=${pick(SEARCH_WORDS)}`)
    case 'open listing':
      return timed(
        `/api/marketplace/listings/${await someId(await call('/api/marketplace/listings'))}`,
      )
    case 'post':
      person.lastPostAt = Date.now()
      return timed('/api/posts', { content: `Load test post ${crypto.randomUUID()}` })
  }
  const feed = await call('/api/feed')
  if (kind === 'open post') return timed(`/api/posts/${await someId(feed)}`)
  // a community's posts take reactions and comments from its members only: act where anyone may
  const postId = await someId(feed, (post) => post.communityId === null)
  if (kind === 'react')
    return timed(`/api/posts/${postId}/reactions`, { type: pick(REACTION_TYPES) })
  return timed(`/api/posts/${postId}/comments`, { content: 'Nice one, thanks!' })
}

type Item = { id: string; communityId?: string | null }

async function someId(res: Response, eligible: (item: Item) => boolean = () => true) {
  const body = (await res.json()) as { data?: Item[] }
  const item = pick((body.data ?? []).filter(eligible))
  if (!item) throw new Error(`nothing to open (${res.status})`)
  return item.id
}

function pick<T>(items: readonly T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)]
}

function pause() {
  const [min, max] = THINK_MS
  return new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)))
}
