import { bearerToken, type Role } from '@agora/domain'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.ts'
import { authenticateToken } from '../sessions.ts'

/** Who is asking, from a valid bearer token; null when anonymous. */
export type Viewer = {
  userId: string
  sessionId: string
  role: Role
  permissions: string[]
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null
    /** Why a bearer token was refused: guarded routes answer with it. */
    authFailure: Error | null
  }
}

/** Reads the bearer token of every request before rate limits and handlers see it. */
export function registerViewer(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('viewer', null)
  app.decorateRequest('authFailure', null)
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization
    if (!header) return
    const token = bearerToken(header)
    if (!token) {
      request.authFailure = new Error('malformed authorization header')
      return
    }
    try {
      const { sessionId, user } = await authenticateToken(ctx, token)
      request.viewer = {
        userId: user.id,
        sessionId,
        role: user.role,
        permissions: user.permissions,
      }
    } catch (error) {
      request.authFailure = error as Error
    }
  })
}
