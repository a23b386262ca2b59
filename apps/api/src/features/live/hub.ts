import { LIVE_CLOSE_CODES } from '@agora/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import type { AppContext } from '../../context.ts'
import { readLiveEvents } from './store.ts'

export type HubLimits = {
  heartbeatMs: number
  /** Sockets one person may hold on this instance; a new one closes the oldest. */
  maxConnectionsPerUser: number
  /** A socket whose unsent data passes this is closed (4408): the client reads too slowly. */
  maxBufferedBytes: number
}

type Connection = { socket: WebSocket; userId: string; lastSentId: number; alive: boolean }

/** Rows read per round when a socket catches up. */
const BATCH = 200

/**
 * This instance's authenticated sockets. Stored events reach them by id: on a nudge
 * (`live.stored`, from any instance) the hub reads the person's rows after what each socket
 * was last sent, so a replay and live events run through one path, in id order, and an
 * event heard twice or out of order is still sent once.
 */
export function createLiveHub(ctx: AppContext, limits: HubLimits, log: FastifyBaseLogger) {
  const byUser = new Map<string, Set<Connection>>()
  const draining = new Map<string, { again: boolean; done: Promise<void> }>()

  function send(conn: Connection, frame: string) {
    if (conn.socket.readyState !== conn.socket.OPEN) return false
    if (conn.socket.bufferedAmount > limits.maxBufferedBytes) {
      remove(conn)
      conn.socket.close(LIVE_CLOSE_CODES.tooSlow, 'send buffer full: reconnect and resume')
      return false
    }
    conn.socket.send(frame)
    return true
  }

  function remove(conn: Connection) {
    const conns = byUser.get(conn.userId)
    conns?.delete(conn)
    if (conns?.size === 0) byUser.delete(conn.userId)
  }

  /** Sends a person's sockets every stored event they have not had, until none is left. */
  function drain(userId: string) {
    const running = draining.get(userId)
    if (running) {
      running.again = true
      return
    }
    const state = { again: true, done: Promise.resolve() }
    draining.set(userId, state)
    state.done = drainRounds(userId, state)
  }

  async function drainRounds(userId: string, state: { again: boolean }) {
    try {
      while (state.again) {
        state.again = false
        const conns = [...(byUser.get(userId) ?? [])]
        if (conns.length === 0) break
        const afterId = Math.min(...conns.map((conn) => conn.lastSentId))
        const rows = await readLiveEvents(ctx, userId, afterId, BATCH)
        if (rows.length === BATCH) state.again = true
        for (const conn of byUser.get(userId) ?? []) {
          // a socket that joined during the read starts further back: the next round serves it
          if (conn.lastSentId < afterId) {
            state.again = true
            continue
          }
          for (const row of rows) {
            if (row.id <= conn.lastSentId) continue
            if (!send(conn, JSON.stringify(row))) break
            conn.lastSentId = row.id
          }
        }
      }
    } catch (err) {
      log.error({ err, userId }, 'live events could not be read')
    } finally {
      draining.delete(userId)
    }
  }

  const heartbeat = setInterval(() => {
    for (const conns of byUser.values()) {
      for (const conn of conns) {
        if (!conn.alive) {
          remove(conn)
          conn.socket.terminate()
          continue
        }
        conn.alive = false
        conn.socket.ping()
      }
    }
  }, limits.heartbeatMs)
  heartbeat.unref()

  return {
    /** Takes an authenticated socket that was sent `ready`; it then gets events after `lastSentId`. */
    add(socket: WebSocket, userId: string, lastSentId: number) {
      const conns = byUser.get(userId) ?? new Set<Connection>()
      byUser.set(userId, conns)
      for (const oldest of conns) {
        if (conns.size < limits.maxConnectionsPerUser) break
        remove(oldest)
        oldest.socket.close(
          LIVE_CLOSE_CODES.replaced,
          'too many connections: this one is the oldest',
        )
      }
      const conn: Connection = { socket, userId, lastSentId, alive: true }
      conns.add(conn)
      byUser.set(userId, conns)
      socket.on('pong', () => {
        conn.alive = true
      })
      socket.on('close', () => remove(conn))
      drain(userId)
    },

    /** Events were stored for these people, on this instance or another one. */
    stored(recipients: { userId: string; id: number }[]) {
      for (const { userId, id } of recipients) {
        const conns = byUser.get(userId)
        if (conns && [...conns].some((conn) => conn.lastSentId < id)) drain(userId)
      }
    },

    /** A frame, not stored, to every socket on this instance whose person `frameFor` gives one. */
    sendEach(frameFor: (userId: string) => string | null) {
      for (const [userId, conns] of byUser) {
        const frame = frameFor(userId)
        if (frame === null) continue
        for (const conn of conns) send(conn, frame)
      }
    },

    /** The people with a socket open on this instance. */
    users() {
      return [...byUser.keys()]
    },

    /** A frame, not stored, to every socket of one person on this instance. */
    sendTo(userId: string, frame: string) {
      for (const conn of byUser.get(userId) ?? []) send(conn, frame)
    },

    /** How many authenticated sockets are open on this instance (metrics). */
    totalConnections() {
      let total = 0
      for (const conns of byUser.values()) total += conns.size
      return total
    },

    /** How many sockets are open here, per person (for tests and metrics). */
    connections(userId: string) {
      return byUser.get(userId)?.size ?? 0
    },

    /** Closes every socket and waits for reads under way, before the database closes. */
    async close() {
      clearInterval(heartbeat)
      for (const conns of byUser.values()) {
        for (const conn of conns) conn.socket.close(1001, 'server shutting down')
      }
      byUser.clear()
      await Promise.allSettled([...draining.values()].map((state) => state.done))
    },
  }
}

export type LiveHub = ReturnType<typeof createLiveHub>
