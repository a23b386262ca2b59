import {
  dataResponseSchema,
  fieldVitalSchema,
  serverHealthSchema,
  vitalsReportSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireRole } from '../../http/guards.ts'
import {
  bearerSecurity,
  errorResponses,
  okResponse,
  perMinute,
  publicSecurity,
} from '../../http/routeSchemas.ts'
import { serverHealth } from './serverHealth.ts'
import { fieldVitals, storeVitals } from './store.ts'

// ten vitals with their routes fit in well under 2 KB
const REPORT_BODY_LIMIT = 2 * 1024

export function vitalsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/vitals',
      {
        bodyLimit: REPORT_BODY_LIMIT,
        config: perMinute(10),
        schema: {
          tags: ['monitoring'],
          summary: 'Report web vitals measured in the browser',
          description: 'Anonymous, sampled web vitals from real visits (no personal data)',
          operationId: 'reportVitals',
          security: publicSecurity,
          body: vitalsReportSchema,
          response: { 202: okResponse, ...errorResponses(400, 413, 429) },
        },
      },
      async (request, reply) => {
        await storeVitals(ctx, request.body)
        return reply.status(202).send({ success: true as const })
      },
    )

    app.get(
      '/api/admin/vitals',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Web vitals from real visits: the p75 per page and metric over the last week (admins)',
          operationId: 'listFieldVitals',
          security: bearerSecurity,
          response: {
            200: dataResponseSchema(z.array(fieldVitalSchema)),
            ...errorResponses(401, 403),
          },
        },
      },
      async (request) => {
        requireRole(request, 'admin')
        return { success: true as const, data: await fieldVitals(ctx) }
      },
    )

    app.get(
      '/api/admin/server-health',
      {
        schema: {
          tags: ['admin'],
          summary:
            'This instance’s figures since it started: requests, errors, latency, live sockets, chain calls (admins)',
          operationId: 'getServerHealth',
          security: bearerSecurity,
          response: { 200: dataResponseSchema(serverHealthSchema), ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        requireRole(request, 'admin')
        return { success: true as const, data: await serverHealth(ctx.metrics) }
      },
    )
  }
}
