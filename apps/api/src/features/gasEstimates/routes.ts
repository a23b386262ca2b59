import { dataResponseSchema, gasEstimateSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { errorResponses, perMinute, publicSecurity } from '../../http/routeSchemas.ts'
import { readGasEstimate } from './gasEstimate.ts'

const params = z.object({ chainId: z.coerce.number().int().positive() })

/** A chain's gas price for checkout (the service worker's "gas estimates" area, 30 s). */
export function gasEstimateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/chains/:chainId/gas',
      {
        schema: {
          tags: ['wallet'],
          summary: 'What gas costs on a chain now (wei), read by the server from its own RPC',
          operationId: 'getGasEstimate',
          security: publicSecurity,
          params,
          response: {
            200: dataResponseSchema(gasEstimateSchema),
            ...errorResponses(400, 429, 503),
          },
        },
        config: perMinute(120),
      },
      async (request) => ({
        success: true as const,
        data: await readGasEstimate(ctx, request.params.chainId),
      }),
    )
  }
}
