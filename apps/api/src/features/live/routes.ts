import { AppError, LIVE_CLOSE_CODES, type LiveReadyFrame, liveAuthFrameSchema } from '@agora/domain'
import websocket from '@fastify/websocket'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { RawData, WebSocket } from 'ws'
import type { AppContext } from '../../context.ts'
import { authenticateToken } from '../../sessions.ts'
import type { LiveHub } from './hub.ts'
import { type ReplayBounds, replayStart } from './store.ts'

export type LiveRouteOptions = ReplayBounds & {
  /** How long a socket may stay open without a valid auth frame. */
  authTimeoutMs: number
  /** Bigger incoming frames close the socket (1009). */
  maxFrameBytes: number
}

/**
 * `GET /api/live`, a WebSocket. The first frame authenticates (a token in the URL counts
 * for nothing, so it never lands in access logs); then `ready`, the missed events, and
 * live events.
 */
export function liveRoutes(ctx: AppContext, hub: LiveHub, options: LiveRouteOptions) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    await app.register(websocket, {
      options: { maxPayload: options.maxFrameBytes },
      // a clean "going away" on shutdown, so clients reconnect (and resume) elsewhere
      preClose(done) {
        for (const client of this.websocketServer.clients) {
          client.close(1001, 'server shutting down')
        }
        this.websocketServer.close(done)
      },
    })

    app.get(
      '/api/live',
      { websocket: true, schema: { tags: ['live'], summary: 'Live events (WebSocket)' } },
      (socket, request) => {
        if (/[?&](token|access_token)=/.test(request.url)) {
          socket.close(
            LIVE_CLOSE_CODES.unauthenticated,
            'a token in the URL is not accepted: send an auth frame',
          )
          return
        }
        const timer = setTimeout(
          () => socket.close(LIVE_CLOSE_CODES.unauthenticated, 'no auth frame in time'),
          options.authTimeoutMs,
        )
        socket.on('close', () => clearTimeout(timer))
        let heard = false
        socket.on('message', (raw: RawData) => {
          // after the auth frame the client has nothing to say yet
          if (heard) return
          heard = true
          authenticate(socket, raw)
            .catch((err) => {
              request.log.error({ err }, 'live socket authentication failed')
              socket.close(1011, 'internal error')
            })
            .finally(() => clearTimeout(timer))
        })
      },
    )
  }

  async function authenticate(socket: WebSocket, raw: RawData) {
    const frame = liveAuthFrameSchema.safeParse(parseJson(raw))
    if (!frame.success) {
      socket.close(LIVE_CLOSE_CODES.badFrame, 'the first frame must be {"type":"auth","token":…}')
      return
    }
    let userId: string
    try {
      userId = (await authenticateToken(ctx, frame.data.token)).user.id
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      const code =
        error.status === 403 ? LIVE_CLOSE_CODES.forbidden : LIVE_CLOSE_CODES.unauthenticated
      socket.close(code, error.code)
      return
    }
    const start = await replayStart(ctx, userId, frame.data.lastEventId, options)
    if (socket.readyState !== socket.OPEN) return
    const ready: LiveReadyFrame = {
      type: 'ready',
      userId,
      lastEventId: start.newestId,
      replayed: start.replayed,
      complete: start.complete,
    }
    socket.send(JSON.stringify(ready))
    hub.add(socket, userId, start.afterId)
  }

  return plugin
}

function parseJson(raw: RawData) {
  try {
    return JSON.parse(raw.toString()) as unknown
  } catch {
    return null
  }
}
