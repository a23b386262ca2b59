import type { FastifyInstance } from 'fastify'

/** Who is asking: set by the session check before any handler runs, null when anonymous. */
export type Viewer = { userId: string; sessionId: string }

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null
  }
}

export function registerViewer(app: FastifyInstance) {
  app.decorateRequest('viewer', null)
}
