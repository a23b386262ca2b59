import { errorResponseSchema, feedQuerySchema, pageResponseSchema, postSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { pageSerializer } from '../../http/pageSerializer.ts'
import { optionalBearerSecurity } from '../../http/routeSchemas.ts'
import { readFeed } from './service.ts'

/** Anonymous feed pages are the same for every visitor: serve bursts of them from memory. */
const ANONYMOUS_FEED_CACHE_MS = 1000

export function feedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/feed',
      {
        schema: {
          tags: ['feed'],
          summary: 'Posts newest first (latest) or by engagement in the last 24 hours (trending)',
          operationId: 'listFeed',
          security: optionalBearerSecurity,
          querystring: feedQuerySchema,
          response: {
            200: pageResponseSchema(postSchema),
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
        config: { anonymousCacheMs: ANONYMOUS_FEED_CACHE_MS },
        serializerCompiler: pageSerializer(postSchema),
      },
      async (request) => ({
        success: true as const,
        ...(await readFeed(ctx, request.viewer, request.query)),
      }),
    )
  }
}
