import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../../../scripts/server.ts'
import { signInNewUser } from '../../../../scripts/signIn.ts'
import { createPostgresDatabase } from '../testApp.ts'
import { missingPosts, startPostBurst } from './postBurst.ts'

const AUTHORS_PER_INSTANCE = 2
const ACKNOWLEDGED_BEFORE_KILL = 25

let dataDir: string
let database: Awaited<ReturnType<typeof createPostgresDatabase>>
const servers: RunningServer[] = []
afterAll(async () => {
  for (const server of servers) await server.stop()
  await database?.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const start = async () => {
  const server = await startServer({
    dataDir,
    serveWeb: false,
    env: {
      DATABASE_URL: database.url,
      JWT_SECRET: 'kill-instance-test-secret-0123456789abcdef',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
  })
  servers.push(server)
  return server
}

describe('kill -9 of one of two instances on PostgreSQL', () => {
  it('keeps every post that got a 201 and the other instance keeps serving', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'agora-kill-'))
    database = await createPostgresDatabase()
    const [killed, survivor] = await Promise.all([start(), start()])
    const authorsOn = (server: RunningServer) =>
      Promise.all(
        Array.from({ length: AUTHORS_PER_INSTANCE }, async () => ({
          baseUrl: server.url,
          token: (await signInNewUser(server.url)).token,
        })),
      )
    const authors = [...(await authorsOn(killed)), ...(await authorsOn(survivor))]
    const burst = startPostBurst(authors)
    await burst.untilAcknowledged(ACKNOWLEDGED_BEFORE_KILL)
    await killed.crash()
    // the survivor's writers go on after the kill
    const atKill = burst.acknowledged.length
    await burst.untilAcknowledged(atKill + 5)
    await burst.stop()
    const acknowledged = [...burst.acknowledged]

    expect(await missingPosts(survivor.url, acknowledged)).toEqual([])
    const restarted = await start()
    expect(await missingPosts(restarted.url, acknowledged)).toEqual([])
  }, 400_000)
})
