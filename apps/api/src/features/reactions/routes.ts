import {
  dataResponseSchema,
  errorResponseSchema,
  postSchema,
  REACTION_TYPES,
  reactionRequestSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { addReaction, removeReaction } from './service.ts'

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } })
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
}
const security = [{ bearer: [] }]
const postParams = z.object({ id: z.uuid() })

export function reactionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/posts/:id/reactions',
      {
        schema: {
          tags: ['reactions'],
          security,
          params: postParams,
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
          security,
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
