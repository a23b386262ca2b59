import {
  type Audience,
  ConflictError,
  ForbiddenError,
  type Member,
  NotFoundError,
} from '@agora/domain'
import { and, asc, eq } from 'drizzle-orm'
import { recordModeration } from '../../audit/recordModeration.ts'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, keysetAfter, toPage } from '../../db/cursor.ts'
import { communityMembers } from '../../db/schema/social.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'
import { authorColumns, toAuthor } from '../../presenters/author.ts'
import { findCommunity, requireCommunityRole } from './membership.ts'

const PAGE_SIZE = 50

/** Members in the order they joined. */
export async function listMembers(
  ctx: AppContext,
  idOrSlug: string,
  cursorValue: string | undefined,
  viewer: Audience,
) {
  const community = await findCommunity(ctx, idOrSlug)
  const cursor = decodeCursor(cursorValue)
  const rows = await ctx.db
    .select({ member: communityMembers, user: authorColumns })
    .from(communityMembers)
    .innerJoin(users, eq(users.id, communityMembers.userId))
    .where(
      and(
        eq(communityMembers.communityId, community.id),
        cursor
          ? keysetAfter(
              communityMembers.joinedAt,
              communityMembers.userId,
              cursorTime(cursor),
              cursor.id,
            )
          : undefined,
      ),
    )
    .orderBy(asc(communityMembers.joinedAt), asc(communityMembers.userId))
    .limit(PAGE_SIZE + 1)
  const { page, nextCursor } = toPage(rows, PAGE_SIZE, (row) => ({
    at: row.member.joinedAt.toISOString(),
    id: row.member.userId,
  }))
  return {
    data: page.map(
      ({ member, user }): Member => ({
        user: toAuthor(user, viewer),
        role: member.role,
        joinedAt: member.joinedAt.toISOString(),
      }),
    ),
    nextCursor,
  }
}

/** Community admins make members moderators and back; admins themselves are not changed here. */
export async function setMemberRole(
  ctx: AppContext,
  viewer: Viewer,
  idOrSlug: string,
  userId: string,
  role: 'member' | 'moderator',
) {
  const community = await findCommunity(ctx, idOrSlug)
  await requireCommunityRole(ctx, community.id, viewer.userId, 'admin')
  if (userId === viewer.userId)
    throw new ForbiddenError('COMMUNITY_SELF_CHANGE', { action: 'role' })
  const [target] = await ctx.db
    .select({ role: communityMembers.role })
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, community.id), eq(communityMembers.userId, userId)))
  if (!target) throw new NotFoundError('MEMBER_NOT_FOUND')
  if (target.role === 'admin') throw new ConflictError('MEMBER_IS_ADMIN', { action: 'role' })
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(communityMembers)
      .set({ role })
      .where(
        and(eq(communityMembers.communityId, community.id), eq(communityMembers.userId, userId)),
      )
    await recordModeration(tx, {
      communityId: community.id,
      actorId: viewer.userId,
      action: 'role',
      targetKind: 'person',
      targetId: userId,
      role,
      createdAt: ctx.clock.now(),
    })
  })
  ctx.events.publish('membership.changed', {
    communityId: community.id,
    userId,
    role,
    changedBy: viewer.userId,
  })
  return { userId, role }
}
