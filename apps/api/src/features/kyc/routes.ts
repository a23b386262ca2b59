import {
  dataResponseSchema,
  errorResponseSchema,
  kycDecisionSchema,
  kycInitiateRequestSchema,
  kycQueueItemSchema,
  kycStatusResponseSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireRole, requireViewer } from '../../http/guards.ts'
import { bearerSecurity, perMinute } from '../../http/routeSchemas.ts'
import { attestationRoutes } from './attestations/attestationRoutes.ts'
import { kycEvidenceRoutes } from './evidence/evidenceRoutes.ts'
import { decideKyc, initiateKyc, kycStatus, pendingKycRequests } from './service.ts'

const authErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema }
const adminErrors = { ...authErrors, 404: errorResponseSchema }

/** A person's own verification (under /api/auth) and the admins' review queue (under /api/admin). */
export function kycRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(kycEvidenceRoutes(ctx))
    await app.register(attestationRoutes(ctx))

    app.post(
      '/api/auth/kyc/initiate',
      {
        schema: {
          tags: ['kyc'],
          summary: 'Ask to be verified at a tier, with references to the identity documents',
          operationId: 'initiateKyc',
          security: bearerSecurity,
          body: kycInitiateRequestSchema,
          response: { 201: kycStatusResponseSchema, ...authErrors, 409: errorResponseSchema },
        },
        config: perMinute(5),
      },
      async (request, reply) => {
        const viewer = requireViewer(request)
        const status = await initiateKyc(
          ctx,
          viewer.userId,
          request.body.tier,
          request.body.documents,
        )
        return reply.status(201).send({ success: true as const, ...status })
      },
    )

    app.get(
      '/api/auth/kyc/status',
      {
        schema: {
          tags: ['kyc'],
          summary: 'The signed-in person’s verification: tier and where the review stands',
          operationId: 'getKycStatus',
          security: bearerSecurity,
          response: { 200: kycStatusResponseSchema, ...authErrors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await kycStatus(ctx, requireViewer(request).userId)),
      }),
    )

    app.get(
      '/api/admin/kyc',
      {
        schema: {
          tags: ['admin', 'kyc'],
          security: bearerSecurity,
          summary: 'Verifications waiting for review, oldest first',
          operationId: 'listPendingKyc',
          response: { 200: dataResponseSchema(z.array(kycQueueItemSchema)), ...adminErrors },
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
          security: bearerSecurity,
          summary: 'Approve or reject a person’s verification, with a reason',
          operationId: 'decideKyc',
          params: z.object({ userId: z.uuid() }),
          body: kycDecisionSchema,
          response: { 200: kycStatusResponseSchema, ...adminErrors, 409: errorResponseSchema },
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
  }
}
