import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'

const apiDir = fileURLToPath(new URL('..', import.meta.url))
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url))
let dataDir: string

afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe('the embedded database across a SIGTERM', () => {
  it('shuts down cleanly and comes back with its data intact', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'agora-shutdown-'))
    const first = await startServer(dataDir)
    expect(await health(first.port)).toBe(200)
    expect(await stop(first.process)).toBe(0)

    const second = await startServer(dataDir)
    expect(await health(second.port)).toBe(200)
    expect(await stop(second.process)).toBe(0)

    const db = await PGlite.create(dataDir)
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from users')
    const seeded = await db.query('select key from app_meta')
    await db.close()
    // seeded on the first start only, and still there after two shutdowns
    expect(rows[0]?.count).toBe(3)
    expect(seeded.rows).toHaveLength(1)
  }, 300_000)
})

async function startServer(dir: string) {
  const port = await freePort()
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  // a first start seeds the demo on a fresh PGlite: with other test files on both cores, slow
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`)
    if ((await health(port).catch(() => 0)) === 200) return { port, process: child }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not start: ${stderr}`)
}

async function health(port: number) {
  return (await fetch(`http://127.0.0.1:${port}/api/health`)).status
}

function stop(child: ChildProcess) {
  return new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.kill('SIGTERM')
  })
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      )
    })
  })
}
