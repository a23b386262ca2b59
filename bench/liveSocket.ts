import { WebSocket } from 'ws'

export type LiveFrame = { id: number | null; type: string; data?: Record<string, unknown> }

/** A socket on `/api/live` past its `ready` frame; `onEvent` hears every later frame. */
export async function openLiveSocket(
  baseUrl: string,
  token: string,
  onEvent: (frame: LiveFrame) => void,
) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`)
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no ready frame within 10 s')), 10_000)
    socket.once('error', reject)
    socket.once('close', (code) => reject(new Error(`live socket closed (${code})`)))
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })))
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as LiveFrame
      if (frame.type === 'ready') {
        clearTimeout(timer)
        resolve()
      } else onEvent(frame)
    })
  })
  return socket
}
