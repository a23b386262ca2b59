import { BadRequestError, type BlockResult } from '@agora/domain'
import { and, eq, or } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { userBlocks } from '../../db/schema/messages.ts'
import { follows } from '../../db/schema/social.ts'
import type { Viewer } from '../../http/viewer.ts'
import { findUserByAddressOrHandle } from '../messages/users.ts'
import { readNotificationsOnlyFrom } from './readNotificationsFrom.ts'

/**
 * Blocks a person: follows both ways end, each disappears from the other's feeds, threads,
 * search and notifications, and neither may respond to or write to the other. Blocking twice
 * changes nothing.
 */
export async function blockUser(
  ctx: AppContext,
  viewer: Viewer,
  addressOrHandle: string,
): Promise<BlockResult> {
  const user = await findUserByAddressOrHandle(ctx, addressOrHandle)
  if (user.id === viewer.userId) throw new BadRequestError('CANNOT_BLOCK_SELF')
  const unfollowed = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now()
    await tx
      .insert(userBlocks)
      .values({ blockerId: viewer.userId, blockedId: user.id, createdAt: now })
      .onConflictDoNothing()
    await readNotificationsOnlyFrom(tx, viewer.userId, user.id, now)
    await readNotificationsOnlyFrom(tx, user.id, viewer.userId, now)
    return tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, viewer.userId), eq(follows.followeeId, user.id)),
          and(eq(follows.followerId, user.id), eq(follows.followeeId, viewer.userId)),
        ),
      )
      .returning({ followerId: follows.followerId, followeeId: follows.followeeId })
  })
  for (const ended of unfollowed)
    ctx.events.publish('follow.changed', { ...ended, following: false })
  ctx.events.publish('user.relation.changed', { userId: viewer.userId, otherId: user.id })
  return { blocked: true }
}

export async function unblockUser(
  ctx: AppContext,
  viewer: Viewer,
  addressOrHandle: string,
): Promise<BlockResult> {
  const user = await findUserByAddressOrHandle(ctx, addressOrHandle)
  await ctx.db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, viewer.userId), eq(userBlocks.blockedId, user.id)))
  ctx.events.publish('user.relation.changed', { userId: viewer.userId, otherId: user.id })
  return { blocked: false }
}
