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
import type { Hex } from 'viem'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses } from '../../http/routeSchemas.ts'
import { isEscrowOrder, submitEscrowStep } from './escrowOrders.ts'
import { orderRoute } from './orderRoute.ts'
import { orderErrors as errors, orderResponse } from './orderRouteSchema.ts'
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

    orderRoute(
      app,
      'GET',
      '/api/marketplace/orders/:id',
      { operationId: 'getOrder', summary: 'An order, to its buyer, seller or an admin' },
      ({ viewer, orderId }) => readOrder(ctx, viewer, orderId),
    )

    orderRoute(
      app,
      'POST',
      '/api/marketplace/orders/:id/payment',
      {
        operationId: 'submitPayment',
        summary: 'Verify the on-chain payment of an order',
        body: submitPaymentSchema,
        onChain: true,
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
      ({ viewer, orderId, body }) => submitPayment(ctx, viewer, orderId, body.txHash as Hex),
    )

    orderRoute(
      app,
      'POST',
      '/api/marketplace/orders/:id/cancel',
      { operationId: 'cancelOrder', summary: 'The buyer cancels before paying' },
      ({ viewer, orderId }) => advanceOrder(ctx, viewer, orderId, STEPS.cancel),
    )

    orderRoute(
      app,
      'POST',
      '/api/marketplace/orders/:id/ship',
      { operationId: 'shipOrder', summary: 'The seller ships a paid order', body: shipOrderSchema },
      ({ viewer, orderId, body: { carrier, trackingNumber } }) =>
        advanceOrder(
          ctx,
          viewer,
          orderId,
          STEPS.ship,
          { carrier, trackingNumber },
          { carrier, trackingNumber },
        ),
    )

    orderRoute(
      app,
      'POST',
      '/api/marketplace/orders/:id/confirm-delivery',
      {
        operationId: 'confirmDelivery',
        summary:
          'The buyer confirms delivery, completing the order (escrow: with the release transaction, which pays the seller)',
        body: confirmDeliverySchema,
        onChain: true,
      },
      async ({ viewer, orderId, body }) =>
        (await isEscrowOrder(ctx, viewer, orderId))
          ? submitEscrowStep(ctx, viewer, orderId, 'Released', body?.txHash)
          : advanceOrder(ctx, viewer, orderId, STEPS.confirmDelivery),
    )

    orderRoute(
      app,
      'POST',
      '/api/marketplace/orders/:id/release',
      {
        operationId: 'releaseEscrow',
        summary:
          "Report an escrow release (the buyer's, or anyone's after the release deadline): the seller is paid",
        body: escrowStepSchema,
        onChain: true,
      },
      ({ viewer, orderId, body }) =>
        submitEscrowStep(ctx, viewer, orderId, 'Released', body.txHash),
    )

    orderRoute(
      app,
      'POST',
      '/api/marketplace/orders/:id/refund',
      {
        operationId: 'refundEscrow',
        summary:
          "Report the seller's escrow refund (cancelling before shipping, or any time before release): the buyer gets everything back",
        body: escrowStepSchema,
        onChain: true,
      },
      ({ viewer, orderId, body }) =>
        submitEscrowStep(ctx, viewer, orderId, 'Refunded', body.txHash),
    )

    orderRoute(
      app,
      'POST',
      '/api/marketplace/orders/:id/review',
      {
        operationId: 'reviewOrder',
        summary: 'The buyer reviews a completed order, once',
        body: reviewSchema,
      },
      ({ viewer, orderId, body: { rating, comment } }) =>
        reviewOrder(ctx, viewer, orderId, rating, comment),
    )
  }
}
