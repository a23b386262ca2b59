import { dataResponseSchema, sellerReputationSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { errorResponses, publicSecurity } from '../../http/routeSchemas.ts'
import { sellerReputation } from './reputation.ts'

export function reputationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/sellers/:address/reputation',
      {
        schema: {
          tags: ['sellers'],
          summary:
            "A seller's record from orders paid and verified on-chain: sales, disputes, refunds, ratings, shipping on time, volume",
          operationId: 'getSellerReputation',
          security: publicSecurity,
          params: z.object({ address: z.string().min(1).max(64) }),
          response: {
            200: dataResponseSchema(sellerReputationSchema),
            ...errorResponses(400, 404),
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sellerReputation(ctx, request.params.address),
      }),
    )
  }
}
