import { errorResponseSchema } from '@agora/domain'
import { z } from 'zod'

/** A route's own per-client limit, per minute. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } })

/** OpenAPI: the ways a route may be called, any one of them enough. */
type Security = Record<string, string[]>[]

/** OpenAPI: the route takes a bearer token. */
export const bearerSecurity: Security = [{ bearer: [] }]

/** OpenAPI: the route answers anyone; with a bearer token, it answers for that person. */
export const optionalBearerSecurity: Security = [{}, { bearer: [] }]

/** OpenAPI: the route needs no token and reads none. */
export const publicSecurity: Security = []

/** `/…/:id` where the id is a row's UUID. */
export const idParams = z.object({ id: z.uuid() })

/** `{success: true}` for writes that answer nothing else. */
export const okResponse = z.object({ success: z.literal(true) })

/** The error statuses a route declares; each answers `{success: false, error, code}`. */
export function errorResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >
}
