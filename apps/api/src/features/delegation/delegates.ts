import { type Audience, type Delegate, ForbiddenError, hasCommunityRole } from '@agora/domain'
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { communityDelegations, delegateStatements } from '../../db/schema/delegation.ts'
import { communityMembers } from '../../db/schema/social.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'
import { authorColumns, toAuthor } from '../../presenters/author.ts'
import { findCommunity, memberRole } from '../communities/membership.ts'
import { delegatorMembership } from './delegatorMembership.ts'

const DELEGATES_MAX = 100

/**
 * A community's delegates by power (one member one vote: themselves and their delegators),
 * those with a statement listed even before anyone delegates to them. Only delegators still
 * in the community count, and only delegates still in it are listed.
 */
export async function listDelegates(
  ctx: AppContext,
  idOrSlug: string,
  audience: Audience,
): Promise<Delegate[]> {
  const community = await findCommunity(ctx, idOrSlug)
  const counts = await ctx.db
    .select({ delegateId: communityDelegations.delegateId, delegators: count() })
    .from(communityDelegations)
    .innerJoin(communityMembers, delegatorMembership)
    .where(
      and(
        eq(communityDelegations.communityId, community.id),
        isNotNull(communityDelegations.delegateId),
      ),
    )
    .groupBy(communityDelegations.delegateId)
  const statements = await ctx.db
    .select({ userId: delegateStatements.userId, statement: delegateStatements.statement })
    .from(delegateStatements)
    .where(eq(delegateStatements.communityId, community.id))
  const delegatorsOf = new Map(counts.map((row) => [row.delegateId ?? '', Number(row.delegators)]))
  const statementOf = new Map(statements.map((row) => [row.userId, row.statement]))
  const ids = [...new Set([...delegatorsOf.keys(), ...statementOf.keys()])].filter(Boolean)
  if (ids.length === 0) return []
  const delegates = await ctx.db
    .select(authorColumns)
    .from(users)
    .innerJoin(
      communityMembers,
      and(eq(communityMembers.userId, users.id), eq(communityMembers.communityId, community.id)),
    )
    .where(and(inArray(users.id, ids), eq(users.isSuspended, false)))
  return delegates
    .map((row) => {
      const delegators = delegatorsOf.get(row.id) ?? 0
      return {
        delegate: toAuthor(row, audience),
        statement: statementOf.get(row.id) ?? '',
        delegators,
        power: 1 + delegators,
      }
    })
    .sort((a, b) => b.power - a.power || a.delegate.handle.localeCompare(b.delegate.handle))
    .slice(0, DELEGATES_MAX)
}

/** A member says what they stand for as a delegate; an empty statement is kept as empty. */
export async function setDelegateStatement(
  ctx: AppContext,
  viewer: Viewer,
  idOrSlug: string,
  statement: string,
) {
  const community = await findCommunity(ctx, idOrSlug)
  if (!hasCommunityRole(await memberRole(ctx, community.id, viewer.userId), 'member')) {
    throw new ForbiddenError('NOT_A_MEMBER', { action: 'stand' })
  }
  const updatedAt = ctx.clock.now()
  await ctx.db
    .insert(delegateStatements)
    .values({ communityId: community.id, userId: viewer.userId, statement, updatedAt })
    .onConflictDoUpdate({
      target: [delegateStatements.communityId, delegateStatements.userId],
      set: { statement, updatedAt },
    })
  return { communityId: community.id, statement, updatedAt: updatedAt.toISOString() }
}
