import {
  communityBanSchema,
  dataResponseSchema,
  moderationLogEntrySchema,
  moderationLogQuerySchema,
  pageResponseSchema,
  reportedTargetSchema,
  reportsQuerySchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireRole, requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, optionalBearerSecurity } from '../../http/routeSchemas.ts'
import { findActiveBan } from '../communities/activeBan.ts'
import { findCommunity } from '../communities/membership.ts'
import { listModerationLog } from './moderationLog.ts'
import { listReportedTargets } from './reportedTargets.ts'

const communityParams = z.object({ id: z.string().min(1).max(100) })

/** The public moderation log, the queues grouped by target, and a banned person's notice. */
export function moderationLogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/communities/:id/moderation-log',
      {
        schema: {
          tags: ['moderation'],
          summary:
            'What the community’s moderators did there, newest first (public, like the community)',
          operationId: 'listModerationLog',
          security: optionalBearerSecurity,
          params: communityParams,
          querystring: moderationLogQuerySchema,
          response: {
            200: pageResponseSchema(moderationLogEntrySchema),
            ...errorResponses(400, 404),
          },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listModerationLog(ctx, request.viewer, request.params.id, request.query)),
      }),
    )

    app.get(
      '/api/communities/:id/reported-targets',
      {
        schema: {
          tags: ['moderation'],
          summary:
            'A community’s moderation queue by target: how many reported each and why (its moderators)',
          operationId: 'listCommunityReportedTargets',
          security: bearerSecurity,
          params: communityParams,
          querystring: reportsQuerySchema,
          response: {
            200: pageResponseSchema(reportedTargetSchema),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listReportedTargets(
          ctx,
          requireViewer(request),
          request.params.id,
          request.query,
        )),
      }),
    )

    app.get(
      '/api/admin/reported-targets',
      {
        schema: {
          tags: ['moderation'],
          summary: 'Every reported target, with how many reported it and why (admins)',
          operationId: 'listReportedTargets',
          security: bearerSecurity,
          querystring: reportsQuerySchema,
          response: {
            200: pageResponseSchema(reportedTargetSchema),
            ...errorResponses(400, 401, 403),
          },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listReportedTargets(ctx, requireRole(request, 'admin'), null, request.query)),
      }),
    )

    app.get(
      '/api/communities/:id/my-ban',
      {
        schema: {
          tags: ['moderation'],
          summary: 'Why and until when the moderators keep the viewer out (null when not banned)',
          operationId: 'getMyCommunityBan',
          security: bearerSecurity,
          params: communityParams,
          response: {
            200: dataResponseSchema(communityBanSchema.nullable()),
            ...errorResponses(401, 404),
          },
        },
      },
      async (request) => {
        const viewer = requireViewer(request)
        const community = await findCommunity(ctx, request.params.id)
        const ban = await findActiveBan(ctx, community.id, viewer.userId)
        return {
          success: true as const,
          data: ban ? { reason: ban.reason, until: ban.until.toISOString() } : null,
        }
      },
    )
  }
}
