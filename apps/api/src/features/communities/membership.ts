import {
  type CommunityRole,
  canRemoveContent,
  ForbiddenError,
  hasCommunityRole,
  isUuid,
  NotFoundError,
} from '@agora/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { communities, communityMembers } from '../../db/schema/social.ts'
import type { Viewer } from '../../http/viewer.ts'
import { assertNotBanned } from './activeBan.ts'

/** A community by id or slug, or 404. */
/** A community's row, as `findCommunity` reads it. */
export type CommunityRow = Awaited<ReturnType<typeof findCommunity>>

export async function findCommunity(ctx: AppContext, idOrSlug: string) {
  const [row] = await ctx.db
    .select()
    .from(communities)
    .where(
      isUuid(idOrSlug)
        ? eq(communities.id, idOrSlug)
        : eq(communities.slug, idOrSlug.toLowerCase()),
    )
  if (!row) throw new NotFoundError('COMMUNITY_NOT_FOUND')
  return row
}

export async function memberRole(ctx: AppContext, communityId: string, userId: string | null) {
  if (!userId) return null
  const [row] = await ctx.db
    .select({ role: communityMembers.role })
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)))
  return row?.role ?? null
}

/** The viewer's role in the community, when it is at least `required`; 403 otherwise. */
export async function requireCommunityRole(
  ctx: AppContext,
  communityId: string,
  userId: string,
  required: CommunityRole,
) {
  const role = await memberRole(ctx, communityId, userId)
  if (hasCommunityRole(role, required)) return role
  if (required === 'member') {
    if (!role) await assertNotBanned(ctx, await findCommunity(ctx, communityId), userId)
    throw new ForbiddenError('NOT_A_MEMBER')
  }
  throw new ForbiddenError('COMMUNITY_ROLE_REQUIRED', { role: required })
}

/**
 * Replying to a post — a comment or a reaction — is for members of the post's community;
 * posts outside communities are open to everyone signed in. One rule for both.
 */
export async function requireMayRespond(
  ctx: AppContext,
  post: { communityId: string | null },
  userId: string,
) {
  if (post.communityId) await requireCommunityRole(ctx, post.communityId, userId, 'member')
}

/** Whether the viewer may remove a post or comment by `authorId`, written in `communityId`. */
export async function mayRemoveContent(
  ctx: AppContext,
  viewer: Viewer,
  content: { authorId: string; communityId: string | null },
) {
  const communityRole =
    content.communityId === null ? null : await memberRole(ctx, content.communityId, viewer.userId)
  return canRemoveContent({
    viewer: { id: viewer.userId, role: viewer.role },
    authorId: content.authorId,
    communityRole,
    inCommunity: content.communityId !== null,
  })
}

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0]

/** Takes a person out of a community and the member count down with them, in `tx`. */
export async function removeMember(tx: Tx, communityId: string, userId: string) {
  const left = await tx
    .delete(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)))
    .returning({ userId: communityMembers.userId })
  if (left.length > 0) {
    await tx
      .update(communities)
      .set({ memberCount: sql`${communities.memberCount} - 1` })
      .where(eq(communities.id, communityId))
  }
}
