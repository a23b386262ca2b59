import {
  dataResponseSchema,
  pushSubscriptionEndpointSchema,
  pushSubscriptionInputSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, okResponse, perMinute } from '../../http/routeSchemas.ts'
import { removeSubscription, saveSubscription } from './subscriptions.ts'

const tags = ['notifications']
const security = bearerSecurity
const subscriptionResponse = dataResponseSchema(
  z.object({ id: z.string(), endpoint: z.string(), createdAt: z.string() }),
)

export function pushRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/push/subscriptions',
      {
        config: perMinute(30),
        schema: {
          tags,
          summary: 'Receive notifications in this browser through its push service (Web Push)',
          operationId: 'createPushSubscription',
          security,
          body: pushSubscriptionInputSchema,
          response: { 201: subscriptionResponse, ...errorResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request, reply) => {
        const { userId } = requireViewer(request)
        const data = await saveSubscription(ctx, userId, request.body)
        return reply.code(201).send({ success: true as const, data })
      },
    )

    app.delete(
      '/api/push/subscriptions',
      {
        schema: {
          tags,
          summary: 'Stop push notifications to the browser with this endpoint',
          operationId: 'deletePushSubscription',
          security,
          querystring: pushSubscriptionEndpointSchema,
          response: { 200: okResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { userId } = requireViewer(request)
        await removeSubscription(ctx, userId, request.query.endpoint)
        return { success: true as const }
      },
    )
  }
}
