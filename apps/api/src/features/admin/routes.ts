import {
  dataResponseSchema,
  errorResponseSchema,
  pageResponseSchema,
  ROLES,
  userSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireRole } from '../../http/guards.ts'
import { bearerSecurity, errorResponses } from '../../http/routeSchemas.ts'
import { recentAudit } from './recentAudit.ts'
import { changeUser, listUsers } from './users.ts'

const errors = errorResponses(400, 401, 403, 404)

const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  action: z.string(),
  targetId: z.string().nullable(),
  details: z.unknown(),
  createdAt: z.string(),
})

export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/users',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every account, newest first; `q` searches handles, e-mails and addresses',
          operationId: 'listUsers',
          security: bearerSecurity,
          querystring: z.object({
            q: z.string().max(100).optional(),
            cursor: z.string().max(500).optional(),
          }),
          response: { 200: pageResponseSchema(userSchema), ...errors },
        },
      },
      async (request) => {
        requireRole(request, 'admin')
        return { success: true as const, ...(await listUsers(ctx, request.query)) }
      },
    )

    app.patch(
      '/api/admin/users/:id',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Suspend or restore an account, or change its role (granting admin takes a super admin)',
          operationId: 'changeUser',
          security: bearerSecurity,
          params: z.object({ id: z.uuid() }),
          body: z
            .object({ role: z.enum(ROLES).optional(), isSuspended: z.boolean().optional() })
            .strict(),
          response: { 200: dataResponseSchema(userSchema), ...errors, 409: errorResponseSchema },
        },
      },
      async (request) => {
        const actor = requireRole(request, 'admin')
        return {
          success: true as const,
          data: await changeUser(ctx, actor, request.params.id, request.body),
        }
      },
    )

    app.get(
      '/api/admin/audit',
      {
        schema: {
          tags: ['admin'],
          summary: 'The latest 100 entries of the audit log, newest first',
          operationId: 'listAuditEntries',
          security: bearerSecurity,
          response: { 200: dataResponseSchema(z.array(auditEntrySchema)), ...errors },
        },
      },
      async (request) => {
        requireRole(request, 'admin')
        return { success: true as const, data: await recentAudit(ctx) }
      },
    )
  }
}
