import { dataResponseSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, perMinute } from '../../http/routeSchemas.ts'
import { requestToMessage } from './service.ts'

const body = z.object({
  /** The recipient's wallet address or @handle. */
  recipient: z.string().min(1).max(100),
})

export function messageRequestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/messages/requests',
      {
        schema: {
          tags: ['messages'],
          summary:
            'Tell someone without a messaging key that a first message waits for them (it stays in the sender’s browser)',
          operationId: 'requestToMessage',
          security: bearerSecurity,
          body,
          response: {
            200: dataResponseSchema(z.object({ recipientId: z.string() })),
            ...errorResponses(400, 401, 403, 404, 409, 429),
          },
        },
        config: perMinute(20),
      },
      async (request) => ({
        success: true as const,
        data: await requestToMessage(ctx, requireViewer(request), request.body.recipient),
      }),
    )
  }
}
