import { and, eq } from 'drizzle-orm'
import { communityDelegations } from '../../db/schema/delegation.ts'
import { communityMembers } from '../../db/schema/social.ts'

/**
 * A delegation joined to its delegator's membership: a delegator who left the community no
 * longer counts, in the delegates list, a person's statements or a vote's power.
 */
export const delegatorMembership = and(
  eq(communityMembers.communityId, communityDelegations.communityId),
  eq(communityMembers.userId, communityDelegations.delegatorId),
)
