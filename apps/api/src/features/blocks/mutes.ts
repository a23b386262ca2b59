import { BadRequestError, type MuteResult } from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { userMutes } from '../../db/schema/mutes.ts'
import type { Viewer } from '../../http/viewer.ts'
import { findUserByAddressOrHandle } from '../messages/users.ts'
import { readNotificationsOnlyFrom } from './readNotificationsFrom.ts'

/** The muted person's posts, comments and notifications leave the viewer's views; they are not told. */
export async function muteUser(
  ctx: AppContext,
  viewer: Viewer,
  addressOrHandle: string,
): Promise<MuteResult> {
  const user = await findUserByAddressOrHandle(ctx, addressOrHandle)
  if (user.id === viewer.userId) throw new BadRequestError('CANNOT_MUTE_SELF')
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now()
    await tx
      .insert(userMutes)
      .values({ muterId: viewer.userId, mutedId: user.id, createdAt: now })
      .onConflictDoNothing()
    await readNotificationsOnlyFrom(tx, viewer.userId, user.id, now)
  })
  ctx.events.publish('user.relation.changed', { userId: viewer.userId, otherId: user.id })
  return { muted: true }
}

export async function unmuteUser(
  ctx: AppContext,
  viewer: Viewer,
  addressOrHandle: string,
): Promise<MuteResult> {
  const user = await findUserByAddressOrHandle(ctx, addressOrHandle)
  await ctx.db
    .delete(userMutes)
    .where(and(eq(userMutes.muterId, viewer.userId), eq(userMutes.mutedId, user.id)))
  ctx.events.publish('user.relation.changed', { userId: viewer.userId, otherId: user.id })
  return { muted: false }
}
