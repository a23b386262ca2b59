import { dataResponseSchema, testEthGrantSchema, testEthRequestSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, perMinute } from '../../http/routeSchemas.ts'
import { grantTestEth } from './service.ts'

export function testEthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/test-eth',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Send test ETH to your wallet on the local chain (31337 only)',
          operationId: 'grantTestEth',
          security: bearerSecurity,
          body: testEthRequestSchema,
          response: {
            200: dataResponseSchema(testEthGrantSchema),
            ...errorResponses(400, 401, 404, 429, 503),
          },
        },
        config: perMinute(10),
      },
      async (request) => ({
        success: true as const,
        data: await grantTestEth(ctx, requireViewer(request), request.body.chainId, request.log),
      }),
    )
  }
}
