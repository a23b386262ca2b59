import { errorResponseSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { publicSecurity } from '../../http/routeSchemas.ts'
import { createPriceConverter } from './service.ts'

export function priceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const convert = createPriceConverter(ctx)
  return async (app) => {
    app.get(
      '/api/prices/convert',
      {
        schema: {
          tags: ['prices'],
          summary: 'Convert an amount between coins and fiat currencies at the current rates',
          operationId: 'convertPrice',
          security: publicSecurity,
          querystring: z.object({
            from: z.string().min(2).max(10),
            to: z.string().min(2).max(10),
            amount: z.coerce.number().nonnegative().max(1e15),
          }),
          response: {
            200: z.object({
              success: z.literal(true),
              converted: z.number(),
              rate: z.number(),
              source: z.string(),
              updatedAt: z.string().nullable(),
            }),
            400: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await convert(request.query.from, request.query.to, request.query.amount)),
      }),
    )
  }
}
