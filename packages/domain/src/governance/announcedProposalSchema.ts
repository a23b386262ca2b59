import { z } from 'zod'
import { PROPOSAL_KINDS, PROPOSAL_OUTCOMES } from './rules.ts'

/**
 * A proposal as its community's feed shows it once it opens: what it is about, of which kind,
 * when it closes, and its outcome once settled (null until then).
 */
export const announcedProposalSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    kind: z.enum(PROPOSAL_KINDS),
    startsAt: z.string(),
    endsAt: z.string(),
    outcome: z.enum(PROPOSAL_OUTCOMES).nullable(),
  })
  .meta({ id: 'AnnouncedProposal' })
export type AnnouncedProposal = z.infer<typeof announcedProposalSchema>
