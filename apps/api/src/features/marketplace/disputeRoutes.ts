import {
  BadRequestError,
  disputeMessageSchema,
  disputeOrderSchema,
  resolveDisputeSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { addDisputeMessage } from './disputeMessages.ts'
import { isEscrowOrder, submitEscrowStep } from './escrowOrders.ts'
import { orderRoute } from './orderRoute.ts'
import { advanceOrder, STEPS } from './orderSteps.ts'
import { referDispute } from './referDispute.ts'

/** A dispute on an order: opening it, its messages, its referral to a community vote, and an admin's resolution. */
export function disputeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    orderRoute(
      app,
      'POST',
      '/api/marketplace/orders/:id/dispute/messages',
      {
        operationId: 'addDisputeMessage',
        summary:
          'The buyer, the seller or an admin adds a message (and evidence links) to a dispute',
        body: disputeMessageSchema,
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
      ({ viewer, orderId, body: { message, evidence } }) =>
        addDisputeMessage(ctx, viewer, orderId, { message, evidence }),
    )

    orderRoute(
      app,
      'POST',
      '/api/marketplace/orders/:id/dispute',
      {
        operationId: 'disputeOrder',
        summary:
          'The buyer or the seller disputes a paid or shipped order (escrow: with the dispute transaction)',
        body: disputeOrderSchema,
        onChain: true,
      },
      async ({ viewer, orderId, body: { reason, txHash } }) =>
        (await isEscrowOrder(ctx, viewer, orderId))
          ? submitEscrowStep(ctx, viewer, orderId, 'Disputed', txHash, { reason })
          : advanceOrder(ctx, viewer, orderId, STEPS.dispute, { reason }),
    )

    orderRoute(
      app,
      'POST',
      '/api/marketplace/orders/:id/dispute/referral',
      {
        operationId: 'referDispute',
        summary:
          'The buyer, the seller or an admin refers a disputed escrow order to a vote of the community that approved its listing; the arbiter then resolves with the split it decides',
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
      ({ viewer, orderId }) => referDispute(ctx, viewer, orderId),
    )

    orderRoute(
      app,
      'POST',
      '/api/marketplace/orders/:id/resolve',
      {
        operationId: 'resolveDispute',
        summary:
          "An admin resolves a dispute (escrow: with the arbiter's resolve transaction, which splits the money)",
        body: resolveDisputeSchema,
        onChain: true,
      },
      async ({ viewer, orderId, body: { outcome, note, txHash } }) => {
        if (await isEscrowOrder(ctx, viewer, orderId))
          return submitEscrowStep(ctx, viewer, orderId, 'Resolved', txHash, { note })
        if (!outcome) throw new BadRequestError('DISPUTE_OUTCOME_REQUIRED')
        const step = outcome === 'completed' ? STEPS.resolveCompleted : STEPS.resolveRefunded
        return advanceOrder(ctx, viewer, orderId, step, { outcome, note })
      },
    )
  }
}
