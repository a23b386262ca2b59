import {
  createListingSchema,
  dataResponseSchema,
  listingSchema,
  listingSearchSchema,
  pageResponseSchema,
  updateListingSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import {
  bearerSecurity,
  errorResponses,
  idParams,
  okResponse,
  optionalBearerSecurity,
} from '../../http/routeSchemas.ts'
import {
  certifyListing,
  createListing,
  removeListing,
  setFavorite,
  updateListing,
  viewListing,
} from './listings.ts'
import { searchListings } from './search.ts'

const errors = errorResponses(400, 401, 403, 404)
const listingResponse = dataResponseSchema(listingSchema)

export function listingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/marketplace/listings',
      {
        schema: {
          tags: ['marketplace'],
          summary: 'List something for sale',
          operationId: 'createListing',
          security: bearerSecurity,
          body: createListingSchema,
          response: { 201: listingResponse, ...errors },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await createListing(ctx, requireViewer(request), request.body),
        }),
    )

    app.get(
      '/api/marketplace/listings',
      {
        schema: {
          tags: ['marketplace'],
          summary: 'Search active listings (full text over title and description) with filters',
          operationId: 'searchListings',
          security: optionalBearerSecurity,
          querystring: listingSearchSchema,
          response: { 200: pageResponseSchema(listingSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await searchListings(ctx, request.viewer?.userId ?? null, request.query)),
      }),
    )

    app.get(
      '/api/marketplace/listings/:id',
      {
        schema: {
          tags: ['marketplace'],
          summary: 'A listing, with whether the viewer favourited it; counts a view',
          operationId: 'getListing',
          security: optionalBearerSecurity,
          params: idParams,
          response: { 200: listingResponse, ...errors },
        },
      },
      async (request) => {
        const viewerId = request.viewer?.userId ?? null
        return { success: true as const, data: await viewListing(ctx, request.params.id, viewerId) }
      },
    )

    app.patch(
      '/api/marketplace/listings/:id',
      {
        schema: {
          tags: ['marketplace'],
          summary: 'Change your own listing',
          operationId: 'updateListing',
          security: bearerSecurity,
          params: idParams,
          body: updateListingSchema,
          response: { 200: listingResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateListing(ctx, requireViewer(request), request.params.id, request.body),
      }),
    )

    app.delete(
      '/api/marketplace/listings/:id',
      {
        schema: {
          tags: ['marketplace'],
          summary: 'Take your own listing off the market',
          operationId: 'removeListing',
          security: bearerSecurity,
          params: idParams,
          response: { 200: okResponse, ...errors },
        },
      },
      async (request) => {
        await removeListing(ctx, requireViewer(request), request.params.id)
        return { success: true as const }
      },
    )

    for (const [method, favorite] of [
      ['post', true],
      ['delete', false],
    ] as const) {
      app[method](
        '/api/marketplace/listings/:id/favorite',
        {
          schema: {
            tags: ['marketplace'],
            summary: favorite
              ? 'Add a listing to your favourites'
              : 'Remove a listing from your favourites',
            operationId: favorite ? 'favoriteListing' : 'unfavoriteListing',
            security: bearerSecurity,
            params: idParams,
            response: { 200: listingResponse, ...errors },
          },
        },
        async (request) => ({
          success: true as const,
          data: await setFavorite(ctx, requireViewer(request), request.params.id, favorite),
        }),
      )
    }

    app.post(
      '/api/marketplace/listings/:id/certify',
      {
        schema: {
          tags: ['marketplace'],
          summary: 'Attach the seller’s EIP-712 signature over the listing (On-Chain Certified)',
          operationId: 'certifyListing',
          security: bearerSecurity,
          params: idParams,
          body: z.object({ signature: z.string().regex(/^0x[0-9a-fA-F]+$/) }),
          response: { 200: listingResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await certifyListing(
          ctx,
          requireViewer(request),
          request.params.id,
          request.body.signature as `0x${string}`,
        ),
      }),
    )
  }
}
