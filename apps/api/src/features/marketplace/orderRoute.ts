import type { Order } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { requireViewer } from '../../http/guards.ts'
import type { Viewer } from '../../http/viewer.ts'
import { chainErrors, orderResponse, orderRouteSchema } from './orderRouteSchema.ts'

type ZodApp = Parameters<FastifyPluginAsyncZod>[0]

export type OrderRouteOptions<Body extends z.ZodType> = {
  operationId: string
  summary: string
  body?: Body
  /** Checked on a chain: the route may also answer 503 when the chain cannot be reached. */
  onChain?: boolean
  rateLimit?: { max: number; timeWindow: string }
}

/** What a handler on one order gets: the signed-in viewer, the order's id and the checked body. */
export type OrderRequest<Body extends z.ZodType> = {
  viewer: Viewer
  orderId: string
  body: z.infer<Body>
}

/**
 * Registers a signed-in route on one order (`/api/marketplace/orders/:id…`) that answers the
 * order as `{ success: true, data }`, with its OpenAPI tags, summary, operationId, security and
 * errors from orderRouteSchema.
 */
export function orderRoute<Body extends z.ZodType = z.ZodUndefined>(
  app: ZodApp,
  method: 'GET' | 'POST',
  url: string,
  options: OrderRouteOptions<Body>,
  handle: (request: OrderRequest<Body>) => Promise<Order>,
) {
  const schema = orderRouteSchema(options.operationId, options.summary, options.body)
  app.route({
    method,
    url,
    schema: options.onChain
      ? { ...schema, response: { 200: orderResponse, ...chainErrors } }
      : schema,
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    handler: async (request) => ({
      success: true as const,
      data: await handle({
        viewer: requireViewer(request),
        orderId: (request.params as { id: string }).id,
        body: request.body as z.infer<Body>,
      }),
    }),
  })
}
