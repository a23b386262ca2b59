import { dataResponseSchema, linkBlocklistSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { errorResponses, publicSecurity } from '../../http/routeSchemas.ts'

export function linkSafetyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/link-safety/blocklist',
      {
        schema: {
          tags: ['posts'],
          summary: 'The phishing and wallet-drainer domains links are checked against',
          operationId: 'getLinkBlocklist',
          security: publicSecurity,
          response: { 200: dataResponseSchema(linkBlocklistSchema), ...errorResponses(429) },
        },
        config: { cachePolicy: { kind: 'public', maxAge: 300 } },
      },
      async () => ({ success: true as const, data: { domains: [...ctx.linkBlocklist.domains()] } }),
    )
  }
}
