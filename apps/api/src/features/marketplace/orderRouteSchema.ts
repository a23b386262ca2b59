import { dataResponseSchema, errorResponseSchema, orderSchema } from '@agora/domain'
import type { z } from 'zod'
import { bearerSecurity, errorResponses, idParams } from '../../http/routeSchemas.ts'

/** What an order route can answer besides its order. */
export const orderErrors = errorResponses(400, 401, 403, 404, 409)
/** …and, for the steps checked on a chain, 503 when it cannot be reached. */
export const chainErrors = { ...orderErrors, 503: errorResponseSchema }
export const orderResponse = dataResponseSchema(orderSchema)

/** The schema of a signed-in step on one order (`:id`), answering the order. */
export const orderRouteSchema = <Body extends z.ZodType>(
  operationId: string,
  summary: string,
  body?: Body,
) => ({
  tags: ['orders'],
  summary,
  operationId,
  security: bearerSecurity,
  params: idParams,
  ...(body ? { body } : {}),
  response: { 200: orderResponse, ...orderErrors },
})
