import {
  confirmDeliverySchema,
  createOrderSchema,
  dataResponseSchema,
  escrowStepSchema,
  orderSchema,
  reviewSchema,
  shipOrderSchema,
  shippingAddressSchema,
  submitPaymentSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses } from '../../http/routeSchemas.ts'
import { isEscrowOrder, submitEscrowStep } from './escrowOrders.ts'
import {
  chainErrors,
  orderErrors as errors,
  orderResponse,
  orderRouteSchema as schema,
} from './orderRouteSchema.ts'
import { advanceOrder, STEPS } from './orderSteps.ts'
import { createOrder, listOrders, readOrder, submitPayment } from './orders.ts'
import { reviewOrder } from './reviews.ts'
import { lastShippingAddress } from './shippingAddresses.ts'

export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/marketplace/orders',
      {
        schema: {
          tags: ['orders'],
          summary:
            'Reserve stock briefly and get payment instructions (15 minutes to pay; unpaid holds are capped per buyer)',
          operationId: 'createOrder',
          security: bearerSecurity,
          body: createOrderSchema,
          response: { 201: orderResponse, ...errors },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await createOrder(ctx, requireViewer(request), request.body),
        }),
    )

    app.get(
      '/api/marketplace/orders',
      {
        schema: {
          tags: ['orders'],
          summary: 'Your orders, as the buyer or as the seller',
          operationId: 'listOrders',
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
      '/api/marketplace/orders/last-shipping-address',
      {
        schema: {
          tags: ['orders'],
          summary:
            'The address the signed-in buyer shipped to last (null if none), offered again at checkout',
          operationId: 'getLastShippingAddress',
          security: bearerSecurity,
          response: {
            200: dataResponseSchema(shippingAddressSchema.nullable()),
            ...errorResponses(401),
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await lastShippingAddress(ctx, requireViewer(request)),
      }),
    )

    app.get(
      '/api/marketplace/orders/:id',
      { schema: schema('getOrder', 'An order, to its buyer, seller or an admin') },
      async (request) => ({
        success: true as const,
        data: await readOrder(ctx, requireViewer(request), request.params.id),
      }),
    )

    app.post(
      '/api/marketplace/orders/:id/payment',
      {
        schema: {
          ...schema(
            'submitPayment',
            'Verify the on-chain payment of an order',
            submitPaymentSchema,
          ),
          response: { 200: orderResponse, ...chainErrors },
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
      { schema: schema('cancelOrder', 'The buyer cancels before paying') },
      async (request) => ({
        success: true as const,
        data: await advanceOrder(ctx, requireViewer(request), request.params.id, STEPS.cancel),
      }),
    )

    app.post(
      '/api/marketplace/orders/:id/ship',
      { schema: schema('shipOrder', 'The seller ships a paid order', shipOrderSchema) },
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
      {
        schema: {
          ...schema(
            'confirmDelivery',
            'The buyer confirms delivery, completing the order (escrow: with the release transaction, which pays the seller)',
            confirmDeliverySchema,
          ),
          response: { 200: orderResponse, ...chainErrors },
        },
      },
      async (request) => {
        const viewer = requireViewer(request)
        const body = request.body as z.infer<typeof confirmDeliverySchema>
        return {
          success: true as const,
          data: (await isEscrowOrder(ctx, viewer, request.params.id))
            ? await submitEscrowStep(ctx, viewer, request.params.id, 'Released', body?.txHash)
            : await advanceOrder(ctx, viewer, request.params.id, STEPS.confirmDelivery),
        }
      },
    )

    app.post(
      '/api/marketplace/orders/:id/release',
      {
        schema: {
          ...schema(
            'releaseEscrow',
            "Report an escrow release (the buyer's, or anyone's after the release deadline): the seller is paid",
            escrowStepSchema,
          ),
          response: { 200: orderResponse, ...chainErrors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await submitEscrowStep(
          ctx,
          requireViewer(request),
          request.params.id,
          'Released',
          (request.body as z.infer<typeof escrowStepSchema>).txHash,
        ),
      }),
    )

    app.post(
      '/api/marketplace/orders/:id/refund',
      {
        schema: {
          ...schema(
            'refundEscrow',
            "Report the seller's escrow refund (cancelling before shipping, or any time before release): the buyer gets everything back",
            escrowStepSchema,
          ),
          response: { 200: orderResponse, ...chainErrors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await submitEscrowStep(
          ctx,
          requireViewer(request),
          request.params.id,
          'Refunded',
          (request.body as z.infer<typeof escrowStepSchema>).txHash,
        ),
      }),
    )

    app.post(
      '/api/marketplace/orders/:id/review',
      { schema: schema('reviewOrder', 'The buyer reviews a completed order, once', reviewSchema) },
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
