import { dataResponseSchema, pollSchema, pollVoteSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, idParams, perMinute } from '../../http/routeSchemas.ts'
import { voteInPoll } from './vote.ts'

const errors = errorResponses(400, 401, 403, 404, 409)

export function pollRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/posts/:id/poll',
      {
        schema: {
          tags: ['posts'],
          summary: 'Vote in a post’s poll (once); answers the poll with its new counts',
          operationId: 'voteInPoll',
          security: bearerSecurity,
          params: idParams,
          body: pollVoteSchema,
          response: { 200: dataResponseSchema(pollSchema), ...errors },
        },
        config: perMinute(120),
      },
      async (request) => ({
        success: true as const,
        data: await voteInPoll(ctx, requireViewer(request), request.params.id, request.body.choice),
      }),
    )
  }
}
