import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import type { LiveServerFrame } from '@agora/domain'
import { type ClientOptions, WebSocket } from 'ws'
import type { App } from '../../src/app.ts'

export type LiveClient = Awaited<ReturnType<typeof openLive>>

/** The app's own address; the app must be listening (`app.listen({ port: 0 })`). */
export function liveUrl(app: App, query = '') {
  const { port } = app.server.address() as AddressInfo
  return `ws://127.0.0.1:${port}/api/live${query}`
}

/**
 * A real socket to `/api/live` that keeps every frame it receives; `next()` waits for the
 * next one, so tests wait on frames rather than on time.
 */
export async function openLive(app: App, query = '', options: ClientOptions = {}) {
  const socket = new WebSocket(liveUrl(app, query), options)
  const frames: LiveServerFrame[] = []
  const waiting: ((frame: LiveServerFrame) => void)[] = []
  let read = 0
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as LiveServerFrame
    frames.push(frame)
    waiting.shift()?.(frame)
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  await once(socket, 'open')
  return {
    socket,
    frames,
    closed,
    send: (frame: unknown) => socket.send(JSON.stringify(frame)),
    /** The next frame not yet taken by `next`. */
    next(): Promise<LiveServerFrame> {
      const frame = frames[read]
      read += 1
      if (frame) return Promise.resolve(frame)
      return new Promise((resolve) => waiting.push(resolve))
    },
    close() {
      socket.close()
      return closed
    },
  }
}

/** A socket authenticated as the token's owner, past its `ready` frame. */
export async function connectLive(
  app: App,
  token: string,
  lastEventId?: number,
  options: ClientOptions = {},
) {
  const client = await openLive(app, '', options)
  client.send({ type: 'auth', token, ...(lastEventId !== undefined ? { lastEventId } : {}) })
  const ready = await Promise.race([
    client.next(),
    client.closed.then(({ code, reason }) => {
      throw new Error(`the socket closed before ready: ${code} ${reason}`)
    }),
  ])
  if (ready.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(ready)}`)
  return Object.assign(client, { ready })
}
