import { z } from 'zod'
import { authorSchema } from './social/schemas.ts'

/** A person the moderators keep out of a community now, as its moderators see the list. */
export const bannedMemberSchema = z
  .object({
    person: authorSchema,
    reason: z.string(),
    until: z.string(),
    /** The moderator who banned them; null once their account is gone. */
    bannedBy: authorSchema.nullable(),
    bannedAt: z.string(),
  })
  .meta({ id: 'BannedMember' })
export type BannedMember = z.infer<typeof bannedMemberSchema>

export const bannedMembersQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
})
