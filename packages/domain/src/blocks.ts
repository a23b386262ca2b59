import { z } from 'zod'
import { authorSchema } from './social/schemas.ts'

/** Someone the viewer blocked or muted, and since when. */
export const hiddenUserSchema = z
  .object({ person: authorSchema, since: z.string() })
  .meta({ id: 'HiddenUser' })
export type HiddenUser = z.infer<typeof hiddenUserSchema>

export const hiddenUsersQuerySchema = z.object({ cursor: z.string().max(512).optional() })

export const blockResultSchema = z.object({ blocked: z.boolean() })
export type BlockResult = z.infer<typeof blockResultSchema>

export const muteResultSchema = z.object({ muted: z.boolean() })
export type MuteResult = z.infer<typeof muteResultSchema>
