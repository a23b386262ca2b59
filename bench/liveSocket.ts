import type { LiveReadyFrame } from '@agora/domain'
import { WebSocket } from 'ws'

export type LiveFrame = { id: number | null; type: string; data?: Record<string, unknown> }

export type OpenLiveSocketOptions = {
  /** Sent with the upgrade request (a client address of its own, for per-client limits). */
  headers?: Record<string, string>
  /** Resume after this stored event: the server replays what came since. */
  lastEventId?: number
}

/** A socket on `/api/live` past its `ready` frame; `onEvent` hears every later frame. */
export async function openLiveSocket(
  baseUrl: string,
  token: string,
  onEvent: (frame: LiveFrame) => void,
  { headers = {}, lastEventId }: OpenLiveSocketOptions = {},
): Promise<{ socket: WebSocket; ready: LiveReadyFrame }> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`, { headers })
  const ready = await new Promise<LiveReadyFrame>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no ready frame within 10 s')), 10_000)
    socket.once('error', reject)
    socket.once('close', (code) => reject(new Error(`live socket closed (${code})`)))
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token, lastEventId })))
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as LiveFrame | LiveReadyFrame
      if (frame.type === 'ready') {
        clearTimeout(timer)
        resolve(frame as LiveReadyFrame)
      } else onEvent(frame as LiveFrame)
    })
  }).catch((error: unknown) => {
    socket.terminate()
    throw error
  })
  socket.removeAllListeners('close')
  socket.removeAllListeners('error')
  socket.on('error', () => {}) // a dropped connection also closes: 'close' is where it counts
  return { socket, ready }
}
