import {
  canModerateCommunity,
  ForbiddenError,
  hasRole,
  NotFoundError,
  type ReportTarget,
} from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { listings } from '../../db/schema/marketplace.ts'
import { comments, posts } from '../../db/schema/social.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'
import { memberRole } from '../communities/membership.ts'

/** What a report or an action is about, and whose moderators answer for it. */
export type Target = { kind: ReportTarget; id: string; communityId: string | null }

/** The target, with the community it belongs to (posts and comments in one); 404 when gone. */
export async function findTarget(ctx: AppContext, kind: ReportTarget, id: string): Promise<Target> {
  const [row] =
    kind === 'post'
      ? await ctx.db.select({ communityId: posts.communityId }).from(posts).where(eq(posts.id, id))
      : kind === 'comment'
        ? await ctx.db
            .select({ communityId: posts.communityId })
            .from(comments)
            .innerJoin(posts, eq(posts.id, comments.postId))
            .where(eq(comments.id, id))
        : kind === 'listing'
          ? await outsideCommunities(
              ctx.db.select({ id: listings.id }).from(listings).where(eq(listings.id, id)),
            )
          : await outsideCommunities(
              ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id)),
            )
  if (!row) throw new NotFoundError('REPORT_TARGET_NOT_FOUND', { kind })
  return { kind, id, communityId: row.communityId }
}

/** Listings and people belong to no community: only the admins' queue and platform moderators. */
async function outsideCommunities(rows: Promise<{ id: string }[]>) {
  return (await rows).map(() => ({ communityId: null as string | null }))
}

/**
 * Platform moderators (and above) moderate anything; a community's moderators and admins
 * moderate what belongs to their community, and nothing else.
 */
export async function assertMayModerate(
  ctx: AppContext,
  viewer: Viewer,
  communityId: string | null,
) {
  if (hasRole(viewer.role, 'moderator')) return
  if (communityId && canModerateCommunity(await memberRole(ctx, communityId, viewer.userId))) {
    return
  }
  throw communityId
    ? new ForbiddenError('COMMUNITY_ROLE_REQUIRED', { role: 'moderator', action: 'moderate' })
    : new ForbiddenError('PLATFORM_MODERATORS_ONLY')
}
