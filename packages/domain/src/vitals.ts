import { z } from 'zod'
import { MAX_VITALS_PER_REPORT, VITAL_NAMES } from './monitoring/vitalNames.ts'

/**
 * A route pattern as the web app's router names it (`/market/:listingId`), never a filled-in
 * URL: no ids, no query, nothing that says who visited.
 */
export const vitalRouteSchema = z
  .string()
  .max(100)
  .regex(/^\/[A-Za-z0-9/:_-]*$/, 'ROUTE_PATTERN_FORMAT')

export const vitalsReportSchema = z
  .object({
    vitals: z
      .array(
        z
          .object({
            route: vitalRouteSchema,
            name: z.enum(VITAL_NAMES),
            // milliseconds, or a unitless shift score for CLS
            value: z.number().min(0).max(600_000),
          })
          .strict(),
      )
      .min(1)
      .max(MAX_VITALS_PER_REPORT),
  })
  .strict()

export type VitalsReport = z.infer<typeof vitalsReportSchema>

export const fieldVitalSchema = z.object({
  route: z.string(),
  name: z.enum(VITAL_NAMES),
  p75: z.number(),
  samples: z.number(),
})

/** p75 of one metric on one route over the last week, from real visits. */
export type FieldVital = z.infer<typeof fieldVitalSchema>

export const serverHealthSchema = z.object({
  requests: z.number(),
  serverErrors: z.number(),
  meanLatencyMs: z.number().nullable(),
  liveSockets: z.number(),
  cacheHitRate: z.number().nullable(),
  rateLimited: z.number(),
  chainCalls: z.number(),
  chainFailures: z.number(),
  idempotentReplays: z.number(),
})

/** This instance's figures since it started, for the admin's App health panel. */
export type ServerHealth = z.infer<typeof serverHealthSchema>
