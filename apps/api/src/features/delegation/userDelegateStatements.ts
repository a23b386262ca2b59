import type { Audience, UserDelegateStatement } from '@agora/domain'
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { communityDelegations, delegateStatements } from '../../db/schema/delegation.ts'
import { communities, communityMembers } from '../../db/schema/social.ts'
import { userWithVisibleActivity } from '../users/service.ts'
import { delegatorMembership } from './delegatorMembership.ts'

/**
 * The statements a person stands by as a delegate, one per community they are still a member
 * of, by community name, with how many members there delegate to them now. Someone who keeps
 * their activity private is refused (ACTIVITY_PRIVATE), as their communities are.
 */
export async function userDelegateStatements(
  ctx: AppContext,
  addressOrId: string,
  audience: Audience,
): Promise<UserDelegateStatement[]> {
  const user = await userWithVisibleActivity(ctx, addressOrId, audience)
  const rows = await ctx.db
    .select({
      community: { id: communities.id, slug: communities.slug, name: communities.name },
      statement: delegateStatements.statement,
      updatedAt: delegateStatements.updatedAt,
    })
    .from(delegateStatements)
    .innerJoin(communities, eq(communities.id, delegateStatements.communityId))
    .innerJoin(
      communityMembers,
      and(
        eq(communityMembers.communityId, delegateStatements.communityId),
        eq(communityMembers.userId, delegateStatements.userId),
      ),
    )
    .where(and(eq(delegateStatements.userId, user.id), ne(delegateStatements.statement, '')))
    .orderBy(asc(communities.name))
  if (rows.length === 0) return []
  // only delegators still in the community count, as in its list of delegates
  const counts = await ctx.db
    .select({ communityId: communityDelegations.communityId, delegators: count() })
    .from(communityDelegations)
    .innerJoin(communityMembers, delegatorMembership)
    .where(
      and(
        eq(communityDelegations.delegateId, user.id),
        inArray(
          communityDelegations.communityId,
          rows.map((row) => row.community.id),
        ),
      ),
    )
    .groupBy(communityDelegations.communityId)
  const delegatorsIn = new Map(counts.map((row) => [row.communityId, Number(row.delegators)]))
  return rows.map((row) => ({
    ...row,
    delegators: delegatorsIn.get(row.community.id) ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  }))
}
