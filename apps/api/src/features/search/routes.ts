import { pageResponseSchema, searchQuerySchema, searchResultSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { errorResponses, optionalBearerSecurity } from '../../http/routeSchemas.ts'
import { search } from './service.ts'

const errors = errorResponses(400, 429)

export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/search',
      {
        schema: {
          tags: ['search'],
          summary: 'Find people, posts, communities, listings or #tags',
          operationId: 'search',
          security: optionalBearerSecurity,
          querystring: searchQuerySchema,
          response: { 200: pageResponseSchema(searchResultSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await search(ctx, request.query, request.viewer)),
      }),
    )
  }
}
