import {
  createReportSchema,
  dataResponseSchema,
  MODERATION_ACTIONS,
  moderationActionSchema,
  pageResponseSchema,
  reportSchema,
  reportsQuerySchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireRole, requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, perMinute } from '../../http/routeSchemas.ts'
import { moderate } from './actions.ts'
import { createReport, listReports } from './reports.ts'

const errors = errorResponses(400, 401, 403, 404, 409)

export function moderationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/reports',
      {
        schema: {
          tags: ['moderation'],
          summary:
            'Report a post, comment, listing or person (reason and note); reporting it again answers 200 with the first report, its note updated',
          operationId: 'createReport',
          security: bearerSecurity,
          body: createReportSchema,
          response: {
            200: dataResponseSchema(reportSchema),
            201: dataResponseSchema(reportSchema),
            ...errors,
          },
        },
        config: perMinute(10),
      },
      async (request, reply) => {
        const { report, created } = await createReport(ctx, requireViewer(request), request.body)
        return reply.status(created ? 201 : 200).send({ success: true as const, data: report })
      },
    )

    app.get(
      '/api/communities/:id/reports',
      {
        schema: {
          tags: ['moderation'],
          summary: 'A community’s moderation queue (its moderators and admins)',
          operationId: 'listCommunityReports',
          security: bearerSecurity,
          params: z.object({ id: z.string().min(1).max(100) }),
          querystring: reportsQuerySchema,
          response: { 200: pageResponseSchema(reportSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listReports(ctx, requireViewer(request), request.params.id, request.query)),
      }),
    )

    app.get(
      '/api/admin/reports',
      {
        schema: {
          tags: ['moderation'],
          summary: 'Every report: the global moderation queue (admins)',
          operationId: 'listReports',
          security: bearerSecurity,
          querystring: reportsQuerySchema,
          response: { 200: pageResponseSchema(reportSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listReports(ctx, requireRole(request, 'admin'), null, request.query)),
      }),
    )

    app.post(
      '/api/moderation/actions',
      {
        schema: {
          tags: ['moderation'],
          summary:
            'Hide or restore content, remove or ban a member for a time, suspend an account (admins); audited',
          operationId: 'moderate',
          security: bearerSecurity,
          body: moderationActionSchema,
          response: {
            200: dataResponseSchema(
              z.object({ action: z.enum(MODERATION_ACTIONS), targetId: z.string() }),
            ),
            ...errors,
          },
        },
        config: perMinute(60),
      },
      async (request) => ({
        success: true as const,
        data: await moderate(ctx, requireViewer(request), request.body),
      }),
    )
  }
}
