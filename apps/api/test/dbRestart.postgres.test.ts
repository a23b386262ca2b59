import { execFile } from 'node:child_process'
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SignedInUser, signedInUser } from './social/users.ts'
import { createTestApp, type TestApp } from './testApp.ts'

const run = promisify(execFile)

/**
 * A PostgreSQL server of this test's own, which it stops and starts: the shared test server
 * serves other files in parallel.
 */
async function ownPostgres() {
  const versions = await readdir('/usr/lib/postgresql')
  const bin = path.join('/usr/lib/postgresql', versions.sort().at(-1) ?? '', 'bin')
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agora-restart-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) await chown(dir, ...(await postgresIds()))
  const as = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args)
  const port = await freePort()
  const data = path.join(dir, 'data')
  await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres'])
  const pgCtl = (...args: string[]) =>
    as('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), ...args])
  const start = () =>
    pgCtl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start')
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => pgCtl('-m', 'fast', 'stop'),
    async remove() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => {})
      await rm(dir, { recursive: true, force: true })
    },
  }
}

async function postgresIds(): Promise<[number, number]> {
  const { stdout } = await run('id', ['postgres'])
  const uid = Number(/uid=(\d+)/.exec(stdout)?.[1])
  const gid = Number(/gid=(\d+)/.exec(stdout)?.[1])
  return [uid, gid]
}

function freePort() {
  return new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

let postgres: Awaited<ReturnType<typeof ownPostgres>>
let app: TestApp
let user: SignedInUser

beforeAll(async () => {
  postgres = await ownPostgres()
  app = await createTestApp({ DATABASE_URL: postgres.url, RATE_LIMIT_PER_MINUTE: '1000000' })
  user = await signedInUser(app)
}, 60_000)
afterAll(async () => {
  await app?.close()
  await postgres?.remove()
})

describe('PostgreSQL restarted under load', () => {
  it('answers 503 DB_UNAVAILABLE while it is down and recovers by itself', async () => {
    // a write with no anti-spam limit, which reaches the database every time
    const write = (theme: string) =>
      user.call('PUT', '/api/auth/preferences', { preferences: { theme } })
    expect((await write('dark')).statusCode).toBe(200)
    const statuses: number[] = []
    const bodies = new Set<string>()
    let writing = true
    // four writers keep posting through the stop and the start
    const writers = Array.from({ length: 4 }, async () => {
      while (writing) {
        const res = await write('dark')
        statuses.push(res.statusCode)
        if (res.statusCode !== 200) bodies.add(res.body)
        // paced load, so the writers leave the CPU to PostgreSQL's own restart
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })

    try {
      await postgres.stop()
      const whileDown = await write('light')
      expect(whileDown.statusCode).toBe(503)
      expect(whileDown.json()).toMatchObject({ success: false, code: 'DB_UNAVAILABLE' })
      const health = await app.inject({ method: 'GET', url: '/api/health' })
      expect(health.statusCode).toBe(503)

      await postgres.start()
      // the same app, not restarted, writes again
      await expect
        .poll(async () => (await write('system')).statusCode, { timeout: 10_000 })
        .toBe(200)
    } finally {
      writing = false
      await Promise.all(writers)
    }

    expect(statuses.length).toBeGreaterThan(0)
    expect([...new Set(statuses)].sort()).toEqual([200, 503])
    for (const body of bodies) expect(JSON.parse(body)).toMatchObject({ code: 'DB_UNAVAILABLE' })
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  }, 60_000)
})
