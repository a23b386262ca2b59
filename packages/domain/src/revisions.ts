import { z } from 'zod'

/** An earlier text of an edited post or comment: when it was written, and when it was replaced. */
export const revisionSchema = z
  .object({
    content: z.string(),
    createdAt: z.string(),
    replacedAt: z.string(),
  })
  .meta({ id: 'Revision' })
export type Revision = z.infer<typeof revisionSchema>

export const REVISIONS_PAGE_SIZE = 50
