import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../../../scripts/server.ts'
import { signInNewUser } from '../../../../scripts/signIn.ts'
import { missingPosts, startPostBurst } from './postBurst.ts'

const AUTHORS = 4
const ACKNOWLEDGED_BEFORE_KILL = 25

let dataDir: string
const servers: RunningServer[] = []
afterAll(async () => {
  for (const server of servers) await server.stop()
  await rm(dataDir, { recursive: true, force: true })
})

const start = async () => {
  const server = await startServer({
    dataDir,
    serveWeb: false,
    env: { RATE_LIMIT_PER_MINUTE: '1000000' },
  })
  servers.push(server)
  return server
}

describe('kill -9 of the only process, on the embedded database', () => {
  it('keeps every post that got a 201, and reopens by itself', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'agora-kill-'))
    const first = await start()
    const authors = await Promise.all(
      Array.from({ length: AUTHORS }, async () => ({
        baseUrl: first.url,
        token: (await signInNewUser(first.url)).token,
      })),
    )
    const burst = startPostBurst(authors)
    await burst.untilAcknowledged(ACKNOWLEDGED_BEFORE_KILL)
    // writes are in flight: some were answered, some never will be
    await first.crash()
    await burst.stop()
    const acknowledged = [...burst.acknowledged]
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL)

    // the same data directory, no repair step: start() waits for /api/health to say ok
    const second = await start()
    expect(await missingPosts(second.url, acknowledged)).toEqual([])
    // and it takes writes again
    const [author] = authors
    const res = await fetch(`${second.url}/api/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author?.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'after the crash' }),
    })
    expect(res.status).toBe(201)
  }, 400_000)
})
