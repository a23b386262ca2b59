import { dataResponseSchema, repostResultSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, idParams, perMinute } from '../../http/routeSchemas.ts'
import { setReposted } from './service.ts'

const errors = errorResponses(400, 401, 404)

export function repostRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [method, reposted] of [
      ['post', true],
      ['delete', false],
    ] as const) {
      app[method](
        '/api/posts/:id/repost',
        {
          schema: {
            tags: ['posts'],
            summary: reposted
              ? 'Repost a post to your followers (again changes nothing)'
              : 'Take back your repost of a post',
            operationId: reposted ? 'repost' : 'undoRepost',
            security: bearerSecurity,
            params: idParams,
            response: { 200: dataResponseSchema(repostResultSchema), ...errors },
          },
          config: perMinute(120),
        },
        async (request) => ({
          success: true as const,
          data: await setReposted(ctx, requireViewer(request), request.params.id, reposted),
        }),
      )
    }
  }
}
