import { EventEmitter } from 'node:events'
import { LIVE_CLOSE_CODES } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { WebSocket } from 'ws'
import { createLiveHub } from '../../src/features/live/hub.ts'
import { signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { connectLive } from './liveClient.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { live: { heartbeatMs: 40 } })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app.close())

describe('heartbeat', () => {
  it('keeps a socket that answers pings and cuts one that stops answering', async () => {
    const user = await signedInUser(app)
    const answering = await connectLive(app, user.token)
    // a peer that is gone sends no pong
    const silent = await connectLive(app, user.token, undefined, { autoPong: false })
    let pings = 0
    answering.socket.on('ping', () => {
      pings += 1
    })

    expect((await silent.closed).code).toBe(1006)
    await vi.waitFor(() => expect(pings).toBeGreaterThanOrEqual(3))
    expect(answering.socket.readyState).toBe(answering.socket.OPEN)
    await answering.close()
  })
})

describe('the send buffer limit', () => {
  it('closes a socket whose unsent data passes the limit, and sends it nothing more', async () => {
    const user = await signedInUser(app)
    const hub = createLiveHub(
      app.ctx,
      { heartbeatMs: 60_000, maxConnectionsPerUser: 5, maxBufferedBytes: 1024 },
      app.log,
    )
    // a stand-in for a socket whose reader fell behind
    const socket = Object.assign(new EventEmitter(), {
      OPEN: 1,
      readyState: 1,
      bufferedAmount: 0,
      send: vi.fn(),
      close: vi.fn(),
      ping: vi.fn(),
      terminate: vi.fn(),
    })
    hub.add(socket as unknown as WebSocket, user.id, 0)
    const frame = JSON.stringify({ id: null, type: 'feed.new', data: { posts: [] } })

    hub.sendEach(() => frame)
    socket.bufferedAmount = 2048
    hub.sendEach(() => frame)
    hub.sendEach(() => frame)

    expect(socket.send).toHaveBeenCalledTimes(1)
    expect(socket.close).toHaveBeenCalledExactlyOnceWith(
      LIVE_CLOSE_CODES.tooSlow,
      expect.stringMatching(/send buffer/),
    )
    expect(hub.connections(user.id)).toBe(0)
    await hub.close()
  })
})
