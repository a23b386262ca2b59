import {
  createOrderSchema,
  dataResponseSchema,
  disputeOrderSchema,
  errorResponseSchema,
  orderSchema,
  resolveDisputeSchema,
  reviewSchema,
  shipOrderSchema,
  submitPaymentSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, idParams } from '../../http/routeSchemas.ts'
import { advanceOrder, STEPS } from './orderSteps.ts'
import { createOrder, listOrders, readOrder, submitPayment } from './orders.ts'
import { reviewOrder } from './reviews.ts'

const errors = errorResponses(400, 401, 403, 404, 409)
const orderResponse = dataResponseSchema(orderSchema)
const schema = <Body extends z.ZodType>(summary: string, body?: Body) => ({
  tags: ['orders'],
  summary,
  security: bearerSecurity,
  params: idParams,
  ...(body ? { body } : {}),
  response: { 200: orderResponse, ...errors },
})

export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/marketplace/orders',
      {
        schema: {
          tags: ['orders'],
          summary:
            'Reserve stock briefly and get payment instructions (15 minutes to pay; unpaid holds are capped per buyer)',
          security: bearerSecurity,
          body: createOrderSchema,
          response: { 201: orderResponse, ...errors },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await createOrder(
            ctx,
            requireViewer(request),
            request.body.listingId,
            request.body.quantity,
          ),
        }),
    )

    app.get(
      '/api/marketplace/orders',
      {
        schema: {
          tags: ['orders'],
          security: bearerSecurity,
          querystring: z.object({ as: z.enum(['buyer', 'seller']).default('buyer') }),
          response: { 200: dataResponseSchema(z.array(orderSchema)), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listOrders(ctx, requireViewer(request), request.query.as),
      }),
    )

    app.get(
      '/api/marketplace/orders/:id',
      { schema: schema('An order, to its buyer, seller or an admin') },
      async (request) => ({
        success: true as const,
        data: await readOrder(ctx, requireViewer(request), request.params.id),
      }),
    )

    app.post(
      '/api/marketplace/orders/:id/payment',
      {
        schema: {
          ...schema('Verify the on-chain payment of an order', submitPaymentSchema),
          response: { 200: orderResponse, ...errors, 503: errorResponseSchema },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => ({
        success: true as const,
        data: await submitPayment(
          ctx,
          requireViewer(request),
          request.params.id,
          (request.body as z.infer<typeof submitPaymentSchema>).txHash as `0x${string}`,
        ),
      }),
    )

    app.post(
      '/api/marketplace/orders/:id/cancel',
      { schema: schema('The buyer cancels before paying') },
      async (request) => ({
        success: true as const,
        data: await advanceOrder(ctx, requireViewer(request), request.params.id, STEPS.cancel),
      }),
    )

    app.post(
      '/api/marketplace/orders/:id/ship',
      { schema: schema('The seller ships a paid order', shipOrderSchema) },
      async (request) => {
        const { carrier, trackingNumber } = request.body as z.infer<typeof shipOrderSchema>
        return {
          success: true as const,
          data: await advanceOrder(
            ctx,
            requireViewer(request),
            request.params.id,
            STEPS.ship,
            { carrier, trackingNumber },
            { carrier, trackingNumber },
          ),
        }
      },
    )

    app.post(
      '/api/marketplace/orders/:id/confirm-delivery',
      { schema: schema('The buyer confirms delivery, completing the order') },
      async (request) => ({
        success: true as const,
        data: await advanceOrder(
          ctx,
          requireViewer(request),
          request.params.id,
          STEPS.confirmDelivery,
        ),
      }),
    )

    app.post(
      '/api/marketplace/orders/:id/dispute',
      { schema: schema('The buyer disputes a paid or shipped order', disputeOrderSchema) },
      async (request) => ({
        success: true as const,
        data: await advanceOrder(ctx, requireViewer(request), request.params.id, STEPS.dispute, {
          reason: (request.body as z.infer<typeof disputeOrderSchema>).reason,
        }),
      }),
    )

    app.post(
      '/api/marketplace/orders/:id/resolve',
      { schema: schema('An admin resolves a dispute', resolveDisputeSchema) },
      async (request) => {
        const { outcome, note } = request.body as z.infer<typeof resolveDisputeSchema>
        const step = outcome === 'completed' ? STEPS.resolveCompleted : STEPS.resolveRefunded
        return {
          success: true as const,
          data: await advanceOrder(ctx, requireViewer(request), request.params.id, step, {
            outcome,
            note,
          }),
        }
      },
    )

    app.post(
      '/api/marketplace/orders/:id/review',
      { schema: schema('The buyer reviews a completed order, once', reviewSchema) },
      async (request) => {
        const { rating, comment } = request.body as z.infer<typeof reviewSchema>
        return {
          success: true as const,
          data: await reviewOrder(ctx, requireViewer(request), request.params.id, rating, comment),
        }
      },
    )
  }
}
