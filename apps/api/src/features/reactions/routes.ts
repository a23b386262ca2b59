import {
  dataResponseSchema,
  postSchema,
  REACTION_TYPES,
  reactionRequestSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, idParams, perMinute } from '../../http/routeSchemas.ts'
import { addReaction, removeReaction } from './service.ts'

const errors = errorResponses(400, 401, 403, 404)

export function reactionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/posts/:id/reactions',
      {
        schema: {
          tags: ['reactions'],
          summary: 'React to a post; answers the post with its new counts',
          operationId: 'addReaction',
          security: bearerSecurity,
          params: idParams,
          body: reactionRequestSchema,
          response: { 200: dataResponseSchema(postSchema), ...errors },
        },
        config: perMinute(120),
      },
      async (request) => ({
        success: true as const,
        data: await addReaction(ctx, requireViewer(request), request.params.id, request.body.type),
      }),
    )

    app.delete(
      '/api/posts/:id/reactions/:type',
      {
        schema: {
          tags: ['reactions'],
          summary: 'Take back your reaction of one type from a post',
          operationId: 'removeReaction',
          security: bearerSecurity,
          params: z.object({ id: z.uuid(), type: z.enum(REACTION_TYPES) }),
          response: { 200: dataResponseSchema(postSchema), ...errors },
        },
        config: perMinute(120),
      },
      async (request) => ({
        success: true as const,
        data: await removeReaction(
          ctx,
          requireViewer(request),
          request.params.id,
          request.params.type,
        ),
      }),
    )
  }
}
