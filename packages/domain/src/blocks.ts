import { z } from 'zod'
import { authorSchema } from './social/schemas.ts'

/** Someone the viewer blocked or muted, and since when. */
export const hiddenPersonSchema = z
  .object({ person: authorSchema, since: z.string() })
  .meta({ id: 'HiddenPerson' })
export type HiddenPerson = z.infer<typeof hiddenPersonSchema>

export const hiddenPeopleQuerySchema = z.object({ cursor: z.string().max(512).optional() })

export const blockResultSchema = z.object({ blocked: z.boolean() })
export type BlockResult = z.infer<typeof blockResultSchema>

export const muteResultSchema = z.object({ muted: z.boolean() })
export type MuteResult = z.infer<typeof muteResultSchema>
