import { errorResponseSchema, feedQuerySchema, pageResponseSchema, postSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { readFeed } from './service.ts'

export function feedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/feed',
      {
        schema: {
          tags: ['feed'],
          summary: 'Posts newest first (latest) or by engagement in the last 24 hours (trending)',
          querystring: feedQuerySchema,
          response: {
            200: pageResponseSchema(postSchema),
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await readFeed(ctx, request.viewer?.userId ?? null, request.query)),
      }),
    )
  }
}
