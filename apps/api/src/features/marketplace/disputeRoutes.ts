import {
  BadRequestError,
  disputeMessageSchema,
  disputeOrderSchema,
  resolveDisputeSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { addDisputeMessage } from './disputeMessages.ts'
import { isEscrowOrder, submitEscrowStep } from './escrowOrders.ts'
import { chainErrors, orderResponse, orderRouteSchema as schema } from './orderRouteSchema.ts'
import { advanceOrder, STEPS } from './orderSteps.ts'
import { referDispute } from './referDispute.ts'

/** A dispute on an order: opening it, its messages, its referral to a community vote, and an admin's resolution. */
export function disputeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/marketplace/orders/:id/dispute/messages',
      {
        schema: schema(
          'addDisputeMessage',
          'The buyer, the seller or an admin adds a message (and evidence links) to a dispute',
          disputeMessageSchema,
        ),
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        const { message, evidence } = request.body as z.infer<typeof disputeMessageSchema>
        return {
          success: true as const,
          data: await addDisputeMessage(ctx, requireViewer(request), request.params.id, {
            message,
            evidence,
          }),
        }
      },
    )

    app.post(
      '/api/marketplace/orders/:id/dispute',
      {
        schema: {
          ...schema(
            'disputeOrder',
            'The buyer disputes a paid or shipped order (escrow: the buyer or the seller, with the dispute transaction)',
            disputeOrderSchema,
          ),
          response: { 200: orderResponse, ...chainErrors },
        },
      },
      async (request) => {
        const viewer = requireViewer(request)
        const { reason, txHash } = request.body as z.infer<typeof disputeOrderSchema>
        return {
          success: true as const,
          data: (await isEscrowOrder(ctx, viewer, request.params.id))
            ? await submitEscrowStep(ctx, viewer, request.params.id, 'Disputed', txHash, {
                reason,
              })
            : await advanceOrder(ctx, viewer, request.params.id, STEPS.dispute, { reason }),
        }
      },
    )

    app.post(
      '/api/marketplace/orders/:id/dispute/referral',
      {
        schema: schema(
          'referDispute',
          'The buyer, the seller or an admin refers a disputed escrow order to a vote of the community that approved its listing; the arbiter then resolves with the split it decides',
        ),
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request) => ({
        success: true as const,
        data: await referDispute(ctx, requireViewer(request), request.params.id),
      }),
    )

    app.post(
      '/api/marketplace/orders/:id/resolve',
      {
        schema: {
          ...schema(
            'resolveDispute',
            "An admin resolves a dispute (escrow: with the arbiter's resolve transaction, which splits the money)",
            resolveDisputeSchema,
          ),
          response: { 200: orderResponse, ...chainErrors },
        },
      },
      async (request) => {
        const viewer = requireViewer(request)
        const { outcome, note, txHash } = request.body as z.infer<typeof resolveDisputeSchema>
        if (await isEscrowOrder(ctx, viewer, request.params.id)) {
          return {
            success: true as const,
            data: await submitEscrowStep(ctx, viewer, request.params.id, 'Resolved', txHash, {
              note,
            }),
          }
        }
        if (!outcome) throw new BadRequestError('Say how the dispute ends: completed or refunded')
        const step = outcome === 'completed' ? STEPS.resolveCompleted : STEPS.resolveRefunded
        return {
          success: true as const,
          data: await advanceOrder(ctx, viewer, request.params.id, step, { outcome, note }),
        }
      },
    )
  }
}
