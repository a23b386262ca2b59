import { healthResponseSchema, ServiceUnavailableError } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { errorResponses, publicSecurity } from '../../http/routeSchemas.ts'

const PING_TIMEOUT_MS = 2_000

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Whether the server and its database answer',
          operationId: 'getHealth',
          security: publicSecurity,
          // 400: a NUL in the query, refused on every route (rejectNul.ts)
          response: { 200: healthResponseSchema, ...errorResponses(400, 503) },
        },
        config: { rateLimit: false },
      },
      async () => {
        try {
          await withTimeout(ctx.database.ping(), PING_TIMEOUT_MS)
        } catch {
          throw new ServiceUnavailableError('DB_UNAVAILABLE')
        }
        return { success: true as const, status: 'ok' as const, db: 'ok' as const }
      },
    )
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
