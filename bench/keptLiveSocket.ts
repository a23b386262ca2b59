import { type LiveFrame, openLiveSocket } from './liveSocket.ts'

/** A reconnect waits 0.5–1.5 s, so sockets dropped together do not all come back at once. */
const RETRY_MS = [500, 1500] as const
const GIVE_UP_MS = 60_000

/** What happened to one person's live connection during a run. */
export type KeptLiveSocket = {
  /** Times it dropped while kept. */
  drops: number
  /** Times it came back, resuming after the last stored event it had received. */
  resumed: number
  /** Resumes whose replay the server could not vouch for (the app would reload its views). */
  incomplete: number
  up: () => boolean
  close: () => void
}

/**
 * A person's live socket kept open as the web app keeps it: when it drops, it reconnects
 * (after a short random pause, again until one answers) and resumes from the last stored
 * event it received, so the server replays what it missed.
 */
export async function keepLiveSocket(
  baseUrl: string,
  token: string,
  onEvent: (frame: LiveFrame) => void,
  headers: Record<string, string>,
): Promise<KeptLiveSocket> {
  let lastEventId: number | undefined
  let closeSocket = () => {}
  let up = false
  let kept = true
  const hear = (frame: LiveFrame) => {
    if (frame.id !== null) lastEventId = Math.max(lastEventId ?? 0, frame.id)
    onEvent(frame)
  }
  const connect = async () => {
    const { socket, ready } = await openLiveSocket(baseUrl, token, hear, { headers, lastEventId })
    lastEventId = Math.max(lastEventId ?? 0, ready.lastEventId)
    up = true
    closeSocket = () => socket.terminate()
    socket.on('close', () => {
      up = false
      if (!kept) return
      connection.drops++
      void reconnect()
    })
    return ready
  }
  const reconnect = async () => {
    const until = Date.now() + GIVE_UP_MS
    while (kept && Date.now() < until) {
      const [min, max] = RETRY_MS
      await new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)))
      try {
        const ready = await connect()
        connection.resumed++
        if (!ready.complete) connection.incomplete++
        return
      } catch {
        // not back yet: the next try
      }
    }
  }
  const connection: KeptLiveSocket = {
    drops: 0,
    resumed: 0,
    incomplete: 0,
    up: () => up,
    close: () => {
      kept = false
      closeSocket()
    },
  }
  await connect()
  return connection
}
