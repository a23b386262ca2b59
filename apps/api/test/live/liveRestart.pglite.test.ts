import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/client.ts'
import { signedInUser } from '../social/users.ts'
import { createTestApp } from '../testApp.ts'
import { connectLive } from './liveClient.ts'

// the same secret on both starts, so the token outlives the restart
const env = { JWT_SECRET: 'live-restart-test-secret-0123456789abcdef' }
let dataDir: string

afterAll(() => rm(dataDir, { recursive: true, force: true }))

const start = async () => {
  const app = await createTestApp(env, {
    database: await openDatabase({ engine: 'pglite', dataDir }),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return app
}

describe('live events across a server restart', () => {
  it('replays after a restart what was stored before it', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'agora-live-restart-'))
    const before = await start()
    const [followee, follower] = await Promise.all([signedInUser(before), signedInUser(before)])
    const client = await connectLive(before, followee.token)
    const lastSeen = client.ready.lastEventId
    await follower.call('POST', `/api/users/${followee.address}/follow`)
    const event = await client.next()
    expect(event).toMatchObject({ type: 'follower.new' })
    await before.close()
    expect((await client.closed).code).toBe(1001)

    const after = await start()
    try {
      const resumed = await connectLive(after, followee.token, lastSeen)
      expect(resumed.ready).toMatchObject({ replayed: 1, complete: true })
      expect(await resumed.next()).toEqual(event)
      await resumed.close()
    } finally {
      await after.close()
    }
    // two app starts on a fresh embedded database
  }, 90_000)
})
