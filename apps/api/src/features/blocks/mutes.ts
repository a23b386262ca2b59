import { BadRequestError, type MuteResult } from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { userMutes } from '../../db/schema/mutes.ts'
import type { Viewer } from '../../http/viewer.ts'
import { findPerson } from '../messages/people.ts'
import { readNotificationsOnlyFrom } from './readNotificationsFrom.ts'

/** The muted person's posts, comments and notifications leave the viewer's views; they are not told. */
export async function mutePerson(
  ctx: AppContext,
  viewer: Viewer,
  addressOrHandle: string,
): Promise<MuteResult> {
  const person = await findPerson(ctx, addressOrHandle)
  if (person.id === viewer.userId) throw new BadRequestError('CANNOT_MUTE_SELF')
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now()
    await tx
      .insert(userMutes)
      .values({ muterId: viewer.userId, mutedId: person.id, createdAt: now })
      .onConflictDoNothing()
    await readNotificationsOnlyFrom(tx, viewer.userId, person.id, now)
  })
  ctx.events.publish('person.relation.changed', { userId: viewer.userId, otherId: person.id })
  return { muted: true }
}

export async function unmutePerson(
  ctx: AppContext,
  viewer: Viewer,
  addressOrHandle: string,
): Promise<MuteResult> {
  const person = await findPerson(ctx, addressOrHandle)
  await ctx.db
    .delete(userMutes)
    .where(and(eq(userMutes.muterId, viewer.userId), eq(userMutes.mutedId, person.id)))
  ctx.events.publish('person.relation.changed', { userId: viewer.userId, otherId: person.id })
  return { muted: false }
}
