import { dataResponseSchema, savedSearchInputSchema, savedSearchSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import {
  bearerSecurity,
  errorResponses,
  idParams,
  okResponse,
  perMinute,
} from '../../http/routeSchemas.ts'
import { deleteSavedSearch, listSavedSearches, saveSearch } from './savedSearches.ts'

export function savedSearchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/marketplace/saved-searches',
      {
        schema: {
          tags: ['listings'],
          summary:
            'Keep a market search (at most 20): a new listing that matches it lands in your inbox',
          operationId: 'saveSearch',
          security: bearerSecurity,
          body: savedSearchInputSchema,
          response: {
            201: dataResponseSchema(savedSearchSchema),
            ...errorResponses(400, 401, 409),
          },
        },
        config: perMinute(30),
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await saveSearch(ctx, requireViewer(request), request.body),
        }),
    )

    app.get(
      '/api/marketplace/saved-searches',
      {
        schema: {
          tags: ['listings'],
          summary: 'Your saved searches, newest first',
          operationId: 'listSavedSearches',
          security: bearerSecurity,
          response: {
            200: dataResponseSchema(z.array(savedSearchSchema)),
            ...errorResponses(401),
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listSavedSearches(ctx, requireViewer(request)),
      }),
    )

    app.delete(
      '/api/marketplace/saved-searches/:id',
      {
        schema: {
          tags: ['listings'],
          summary: 'Forget a saved search',
          operationId: 'deleteSavedSearch',
          security: bearerSecurity,
          params: idParams,
          response: { 200: okResponse, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        await deleteSavedSearch(ctx, requireViewer(request), request.params.id)
        return { success: true as const }
      },
    )
  }
}
