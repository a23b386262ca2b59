import { bannedMemberSchema, bannedMembersQuerySchema, pageResponseSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses } from '../../http/routeSchemas.ts'
import { listBannedMembers } from './bannedMembers.ts'

const communityParams = z.object({ id: z.string().min(1).max(100) })

/** A community's banned people, for its moderators (lifting a ban is a moderation action). */
export function communityBanRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/communities/:id/bans',
      {
        schema: {
          tags: ['moderation'],
          summary:
            'Who is banned from the community now, newest ban first: why, until when, by whom (its moderators)',
          operationId: 'listCommunityBans',
          security: bearerSecurity,
          params: communityParams,
          querystring: bannedMembersQuerySchema,
          response: {
            200: pageResponseSchema(bannedMemberSchema),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listBannedMembers(ctx, requireViewer(request), request.params.id, request.query)),
      }),
    )
  }
}
