import { z } from 'zod'

/** Every error the API sends has this shape. */
export const errorResponseSchema = z
  .object({
    success: z.literal(false),
    /** `code`'s message in the request's language (Accept-Language), `params` put in. */
    error: z.string(),
    code: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ErrorResponse' })

export type ErrorResponse = z.infer<typeof errorResponseSchema>

/** `{success:true, data}`, the envelope of feature endpoints. */
export function dataResponseSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data })
}

/** Lists add a keyset cursor; `null` means the last page. */
export function pageResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    nextCursor: z.string().nullable(),
  })
}

export const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  db: z.literal('ok'),
})

export type HealthResponse = z.infer<typeof healthResponseSchema>
