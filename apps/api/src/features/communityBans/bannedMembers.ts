import type { BannedMember } from '@agora/domain'
import { and, desc, eq, gt } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import { communityBans } from '../../db/schema/moderation.ts'
import type { Viewer } from '../../http/viewer.ts'
import { authorsById } from '../../presenters/authorsById.ts'
import { findCommunity } from '../communities/membership.ts'
import { assertMayModerate } from '../moderation/targets.ts'

type Query = { cursor?: string | undefined; limit: number }

/**
 * The people kept out of a community now (bans that have not ended), newest ban first, for
 * its moderators (and platform moderators): who, why, until when and by whom.
 */
export async function listBannedMembers(
  ctx: AppContext,
  viewer: Viewer,
  communityIdOrSlug: string,
  query: Query,
): Promise<{ data: BannedMember[]; nextCursor: string | null }> {
  const community = await findCommunity(ctx, communityIdOrSlug)
  await assertMayModerate(ctx, viewer, community.id)
  const cursor = decodeCursor(query.cursor)
  const rows = await ctx.db
    .select()
    .from(communityBans)
    .where(
      and(
        eq(communityBans.communityId, community.id),
        gt(communityBans.until, ctx.clock.now()),
        cursor
          ? keysetBefore(
              communityBans.createdAt,
              communityBans.userId,
              cursorTime(cursor),
              cursor.id,
            )
          : undefined,
      ),
    )
    .orderBy(desc(communityBans.createdAt), desc(communityBans.userId))
    .limit(query.limit + 1)
  const { page, nextCursor } = toPage(rows, query.limit, (row) => ({
    at: row.createdAt.toISOString(),
    id: row.userId,
  }))
  const users = await authorsById(
    ctx,
    page.flatMap((row) => [row.userId, ...(row.bannedBy ? [row.bannedBy] : [])]),
    viewer,
  )
  const data = page.flatMap((row) => {
    const user = users.get(row.userId)
    if (!user) return []
    return [
      {
        person: user,
        reason: row.reason,
        until: row.until.toISOString(),
        bannedBy: row.bannedBy ? (users.get(row.bannedBy) ?? null) : null,
        bannedAt: row.createdAt.toISOString(),
      },
    ]
  })
  return { data, nextCursor }
}
