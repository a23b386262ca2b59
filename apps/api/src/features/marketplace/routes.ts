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
import { bearerSecurity, errorResponses, idParams } from '../../http/routeSchemas.ts'
import {
  certifyListing,
  createListing,
  findListing,
  getListing,
  recordView,
  removeListing,
  setFavorite,
  updateListing,
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
          params: idParams,
          response: { 200: listingResponse, ...errors },
        },
      },
      async (request) => {
        const viewerId = request.viewer?.userId ?? null
        const data = await getListing(ctx, request.params.id, viewerId)
        await recordView(ctx, await findListing(ctx, request.params.id), viewerId)
        return { success: true as const, data }
      },
    )

    app.patch(
      '/api/marketplace/listings/:id',
      {
        schema: {
          tags: ['marketplace'],
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
          security: bearerSecurity,
          params: idParams,
          response: { 200: z.object({ success: z.literal(true) }), ...errors },
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
