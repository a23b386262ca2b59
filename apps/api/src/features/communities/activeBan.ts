import { ForbiddenError } from '@agora/domain'
import { and, eq, gt } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { communityBans } from '../../db/schema/moderation.ts'

/** The person's ban from the community, while it lasts. */
export async function findActiveBan(ctx: AppContext, communityId: string, userId: string) {
  const [ban] = await ctx.db
    .select({ until: communityBans.until, reason: communityBans.reason })
    .from(communityBans)
    .where(
      and(
        eq(communityBans.communityId, communityId),
        eq(communityBans.userId, userId),
        gt(communityBans.until, ctx.clock.now()),
      ),
    )
  return ban ?? null
}

/** Every refusal a banned person meets in the community says until when. */
export async function assertNotBanned(
  ctx: AppContext,
  community: { id: string; name: string },
  userId: string,
) {
  const ban = await findActiveBan(ctx, community.id, userId)
  if (ban) {
    throw new ForbiddenError('BANNED_FROM_COMMUNITY', {
      community: community.name,
      until: ban.until.toISOString(),
    })
  }
}
