import {
  dataResponseSchema,
  errorResponseSchema,
  KYC_DOCUMENT_TYPES,
  KYC_TIERS,
  kycStatusResponseSchema,
  pageResponseSchema,
  ROLES,
  userSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireRole } from '../../http/guards.ts'
import { decideKyc, pendingKycRequests } from '../kyc/service.ts'
import { recentAudit } from './audit.ts'
import { changeUser, listUsers } from './users.ts'

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
}
const security = [{ bearer: [] }]

const kycQueueItemSchema = z.object({
  userId: z.string(),
  handle: z.string(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  tier: z.enum(KYC_TIERS),
  documents: z.array(
    z.object({
      type: z.enum(KYC_DOCUMENT_TYPES),
      reference: z.string(),
      country: z.string().optional(),
    }),
  ),
  submittedAt: z.string(),
})

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
          security,
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
          security,
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
      '/api/admin/kyc',
      {
        schema: {
          tags: ['admin', 'kyc'],
          security,
          summary: 'Verifications waiting for review, oldest first',
          response: { 200: dataResponseSchema(z.array(kycQueueItemSchema)), ...errors },
        },
      },
      async (request) => {
        requireRole(request, 'admin')
        return { success: true as const, data: await pendingKycRequests(ctx) }
      },
    )

    app.post(
      '/api/admin/kyc/:userId/decision',
      {
        schema: {
          tags: ['admin', 'kyc'],
          security,
          params: z.object({ userId: z.uuid() }),
          body: z.object({
            decision: z.enum(['approve', 'reject']),
            reason: z.string().max(1000).optional(),
          }),
          response: { 200: kycStatusResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = requireRole(request, 'admin')
        return {
          success: true as const,
          ...(await decideKyc(ctx, actor.userId, request.params.userId, request.body)),
        }
      },
    )

    app.get(
      '/api/admin/audit',
      {
        schema: {
          tags: ['admin'],
          security,
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
