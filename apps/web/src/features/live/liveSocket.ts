import { LIVE_CLOSE_CODES, type LiveEventFrame, type LiveServerFrame } from '@agora/domain'

export type LiveStatus = 'connecting' | 'open' | 'closed'

export type LiveSocketOptions = {
  url: string
  /** The bearer token, read at each (re)connect; null stops trying. */
  token: () => string | null
  onEvent: (frame: LiveEventFrame) => void
  /** `complete: false`: events may have been missed, so views should reload. */
  onReady?: (ready: { complete: boolean; replayed: number }) => void
  onStatus?: (status: LiveStatus) => void
  createSocket?: (url: string) => WebSocket
  /** The delay before reconnect attempt `n` (0-based). */
  backoff?: (attempt: number) => number
}

/** 1 s, 2 s, 4 s … capped at 30 s, with jitter so many tabs do not return at once. */
export function defaultBackoff(attempt: number) {
  const base = Math.min(1000 * 2 ** attempt, 30_000)
  return base / 2 + Math.random() * (base / 2)
}

// the server closed for a reason a new try without a change does not fix
const FINAL_CODES: ReadonlySet<number> = new Set([
  LIVE_CLOSE_CODES.unauthenticated,
  LIVE_CLOSE_CODES.forbidden,
  LIVE_CLOSE_CODES.replaced,
])

/**
 * One connection to `/api/live`: authenticates with its first frame, remembers the id of the
 * last stored event and, after any drop, reconnects with backoff and resumes from that id.
 */
export function openLiveSocket(options: LiveSocketOptions) {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url))
  const backoff = options.backoff ?? defaultBackoff
  let lastEventId: number | undefined
  let attempt = 0
  let socket: WebSocket | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const connect = () => {
    const token = options.token()
    if (stopped || !token) return
    options.onStatus?.('connecting')
    const current = create(options.url)
    socket = current
    current.onopen = () => {
      current.send(
        JSON.stringify({
          type: 'auth',
          token,
          ...(lastEventId !== undefined ? { lastEventId } : {}),
        }),
      )
    }
    current.onmessage = (message) => {
      let frame: LiveServerFrame
      try {
        frame = JSON.parse(String(message.data)) as LiveServerFrame
      } catch {
        return
      }
      if (frame.type === 'ready') {
        attempt = 0
        // a replay's events carry their own ids: resume from the last one actually received
        if (lastEventId === undefined) lastEventId = frame.lastEventId
        else if (frame.replayed === 0) lastEventId = Math.max(lastEventId, frame.lastEventId)
        options.onStatus?.('open')
        options.onReady?.({ complete: frame.complete, replayed: frame.replayed })
        return
      }
      if (typeof frame.id === 'number') lastEventId = Math.max(lastEventId ?? 0, frame.id)
      options.onEvent(frame)
    }
    current.onclose = (event) => {
      if (socket !== current) return
      socket = null
      options.onStatus?.('closed')
      if (stopped || FINAL_CODES.has(event.code)) return
      timer = setTimeout(connect, backoff(attempt))
      attempt += 1
    }
  }

  // back online: try now rather than at the end of a long backoff
  const onOnline = () => {
    if (socket || stopped) return
    clearTimeout(timer)
    connect()
  }
  globalThis.addEventListener?.('online', onOnline)

  connect()
  return {
    /** The id to resume from (for tests and diagnostics). */
    lastEventId: () => lastEventId,
    close() {
      stopped = true
      globalThis.removeEventListener?.('online', onOnline)
      clearTimeout(timer)
      socket?.close(1000, 'done')
      socket = null
    },
  }
}
