import { pageResponseSchema, revisionSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { errorResponses, idParams, publicSecurity } from '../../http/routeSchemas.ts'
import { listCommentRevisions } from './revisions.ts'

export function commentRevisionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/comments/:id/revisions',
      {
        schema: {
          tags: ['comments'],
          summary: 'A comment’s earlier texts, newest first (its edit history)',
          operationId: 'listCommentRevisions',
          security: publicSecurity,
          params: idParams,
          querystring: z.object({ cursor: z.string().max(500).optional() }),
          response: { 200: pageResponseSchema(revisionSchema), ...errorResponses(400, 404) },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listCommentRevisions(ctx, request.params.id, request.query.cursor)),
      }),
    )
  }
}
