import { chainReadBodySchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { errorResponses, perMinute, publicSecurity } from '../../http/routeSchemas.ts'
import { relayReads } from './relayReads.ts'

const params = z.object({ chainId: z.coerce.number().int().positive() })

export function chainRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/chains/:chainId/rpc',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Relay the wallet screens’ chain reads (JSON-RPC, one call or a batch)',
          operationId: 'relayChainReads',
          security: publicSecurity,
          params,
          body: chainReadBodySchema,
          response: { 200: z.unknown(), ...errorResponses(400, 429) },
        },
        // a wallet screen reads balances and receipts in batches: generous, but bounded
        config: perMinute(300),
      },
      async (request) => {
        const { body } = request
        const answers = await relayReads(
          ctx,
          request.params.chainId,
          Array.isArray(body) ? body : [body],
        )
        return Array.isArray(body) ? answers : answers[0]
      },
    )
  }
}
