/**
 * Live delivery latency: from the API call that raises an event (a follow) until the
 * followed person's socket on `/api/live` receives `follower.new`, with 1,000 sockets open.
 * Once on one instance, once across two instances that share PostgreSQL and Redis (the
 * event is raised on the first, the sockets listen on the second).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { WebSocket } from 'ws'
import { type App, buildApp } from '../apps/api/src/app.ts'
import { loadConfig } from '../apps/api/src/config.ts'
import { users } from '../apps/api/src/db/schema/users.ts'
import { startSession } from '../apps/api/src/sessions.ts'
import { createDatabase } from './database.ts'
import type { Metric } from './metric.ts'
import { percentiles } from './percentiles.ts'

const SOCKETS = 1_000
const FOLLOWERS = 20
const SAMPLES = 400
const CONNECT_BATCH = 50
const JWT_SECRET = 'live-latency-bench-secret-0123456789abcdef'

type SimulatedUser = { id: string; address: string; token: string }

export async function measureLiveLatency(
  postgresUrl: string | undefined,
  redisUrl: string | undefined,
): Promise<Metric[]> {
  if (!postgresUrl || !redisUrl)
    throw new Error(
      'live-latency needs PostgreSQL and Redis: run it through scripts/with-test-db.sh',
    )
  return [
    ...(await scenario('one instance', postgresUrl, null)),
    ...(await scenario('two instances via Redis', postgresUrl, redisUrl)),
  ]
}

async function scenario(
  label: string,
  postgresUrl: string,
  redisUrl: string | null,
): Promise<Metric[]> {
  const database = await createDatabase(postgresUrl)
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agora-live-bench-'))
  const apps: App[] = []
  const start = async () => {
    const app = await buildApp(
      loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIR: path.join(dataDir, 'web'),
        SEED_DEMO: 'false',
        DATABASE_URL: database.url,
        JWT_SECRET,
        // one client address stands in for many people here
        RATE_LIMIT_PER_MINUTE: '1000000',
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      }),
    )
    await app.listen({ port: 0, host: '127.0.0.1' })
    apps.push(app)
    return app
  }
  const sockets: WebSocket[] = []
  try {
    const raising = await start()
    const listening = redisUrl ? await start() : raising
    const people = await createUsers(raising, SOCKETS + FOLLOWERS)
    const targets = people.slice(0, SOCKETS)
    const followers = people.slice(SOCKETS)

    const waiting = new Map<string, (at: number) => void>()
    for (let i = 0; i < targets.length; i += CONNECT_BATCH) {
      const batch = targets.slice(i, i + CONNECT_BATCH)
      sockets.push(...(await Promise.all(batch.map((p) => openSocket(listening, p, waiting)))))
    }

    const base = urlOf(raising)
    const latencies: number[] = []
    const used = new Set<string>()
    for (let i = 0; i < SAMPLES; i++) {
      const follower = followers[i % FOLLOWERS] as SimulatedUser
      let target = targets[Math.floor(Math.random() * targets.length)] as SimulatedUser
      while (used.has(`${follower.id}:${target.id}`))
        target = targets[Math.floor(Math.random() * targets.length)] as SimulatedUser
      used.add(`${follower.id}:${target.id}`)
      const delivered = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no follower.new within 10 s')), 10_000)
        waiting.set(`${target.id}:${follower.id}`, (at) => {
          clearTimeout(timer)
          resolve(at)
        })
      })
      const started = performance.now()
      const res = await fetch(`${base}/api/users/${target.address}/follow`, {
        method: 'POST',
        headers: { authorization: `Bearer ${follower.token}` },
      })
      if (!res.ok) throw new Error(`follow: ${res.status} ${await res.text()}`)
      latencies.push((await delivered) - started)
    }
    const { p50, p99 } = percentiles(latencies)
    const round = (ms: number) => Math.round(ms * 10) / 10
    return [
      { name: `live delivery p50, ${label}, ${SOCKETS} sockets`, value: round(p50), unit: 'ms' },
      { name: `live delivery p99, ${label}, ${SOCKETS} sockets`, value: round(p99), unit: 'ms' },
    ]
  } finally {
    for (const socket of sockets) socket.terminate()
    for (const app of apps.reverse()) await app.close()
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** People with sessions, written straight to the database: 1,020 SIWE sign-ins would dominate the run. */
async function createUsers(app: App, count: number): Promise<SimulatedUser[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    address: `0x${crypto.randomUUID().replaceAll('-', '').padEnd(40, '0').slice(0, 40)}`,
    handle: `bench_${i}_${Math.random().toString(36).slice(2, 8)}`,
  }))
  const people: SimulatedUser[] = []
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await app.ctx.db
      .insert(users)
      .values(rows.slice(i, i + 500))
      .returning({ id: users.id, address: users.address })
    for (const row of inserted)
      people.push({
        id: row.id,
        address: row.address ?? '',
        token: await startSession(app.ctx, row.id, 'wallet'),
      })
  }
  return people
}

function urlOf(app: App) {
  const { port } = app.server.address() as AddressInfo
  return `http://127.0.0.1:${port}`
}

/** An authenticated socket past `ready`, reporting each `follower.new` to `waiting`. */
async function openSocket(
  app: App,
  person: SimulatedUser,
  waiting: Map<string, (at: number) => void>,
) {
  const socket = new WebSocket(`${urlOf(app).replace('http', 'ws')}/api/live`)
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject)
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'auth', token: person.token }))
    })
    socket.on('message', (raw) => {
      const at = performance.now()
      const frame = JSON.parse(raw.toString()) as {
        type: string
        data?: { followerId?: string }
      }
      if (frame.type === 'ready') return resolve()
      if (frame.type !== 'follower.new') return
      const key = `${person.id}:${frame.data?.followerId}`
      waiting.get(key)?.(at)
      waiting.delete(key)
    })
  })
  return socket
}
