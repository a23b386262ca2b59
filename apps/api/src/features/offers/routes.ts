import {
  counterOfferSchema,
  dataResponseSchema,
  listOffersSchema,
  makeOfferSchema,
  offerSchema,
  pageResponseSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, idParams, perMinute } from '../../http/routeSchemas.ts'
import { acceptOffer } from './acceptOffer.ts'
import { listOffers } from './listOffers.ts'
import { closeOffer, counterOffer, makeOffer } from './offers.ts'

const offerResponse = dataResponseSchema(offerSchema)
const errors = errorResponses(400, 401, 403, 404, 409)

const answer = (operationId: string, summary: string) => ({
  tags: ['offers'],
  summary,
  operationId,
  security: bearerSecurity,
  params: idParams,
  response: { 200: offerResponse, ...errors },
})

export function offerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/marketplace/listings/:id/offers',
      {
        schema: {
          tags: ['offers'],
          summary:
            "Offer a price per unit for a listing, in the listing's currency (one open offer per listing; it expires)",
          operationId: 'makeOffer',
          security: bearerSecurity,
          params: idParams,
          body: makeOfferSchema,
          response: { 201: offerResponse, ...errors },
        },
        config: perMinute(20),
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await makeOffer(ctx, requireViewer(request), request.params.id, request.body),
        }),
    )

    app.get(
      '/api/marketplace/offers',
      {
        schema: {
          tags: ['offers'],
          summary: 'Your offers, as the buyer or as the seller, newest first',
          operationId: 'listOffers',
          security: bearerSecurity,
          querystring: listOffersSchema,
          response: { 200: pageResponseSchema(offerSchema), ...errorResponses(400, 401) },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listOffers(ctx, requireViewer(request), request.query)),
      }),
    )

    app.post(
      '/api/marketplace/offers/:id/accept',
      {
        schema: answer(
          'acceptOffer',
          "Accept the buyer's offer (the seller) or the seller's counter (the buyer): an order awaiting payment at the agreed price",
        ),
        config: perMinute(20),
      },
      async (request) => ({
        success: true as const,
        data: await acceptOffer(ctx, requireViewer(request), request.params.id),
      }),
    )

    app.post(
      '/api/marketplace/offers/:id/decline',
      {
        schema: answer(
          'declineOffer',
          "Decline the buyer's offer (the seller) or the seller's counter (the buyer)",
        ),
      },
      async (request) => ({
        success: true as const,
        data: await closeOffer(ctx, requireViewer(request), request.params.id, 'decline'),
      }),
    )

    app.post(
      '/api/marketplace/offers/:id/counter',
      {
        schema: {
          ...answer('counterOffer', 'The seller answers an open offer with a price of their own'),
          body: counterOfferSchema,
        },
      },
      async (request) => ({
        success: true as const,
        data: await counterOffer(
          ctx,
          requireViewer(request),
          request.params.id,
          request.body.amount,
        ),
      }),
    )

    app.post(
      '/api/marketplace/offers/:id/withdraw',
      { schema: answer('withdrawOffer', 'The buyer withdraws their offer before it is accepted') },
      async (request) => ({
        success: true as const,
        data: await closeOffer(ctx, requireViewer(request), request.params.id, 'withdraw'),
      }),
    )
  }
}
