import { BadRequestError } from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { userBlocks } from '../../db/schema/messages.ts'
import type { Viewer } from '../../http/viewer.ts'
import { findPerson } from './people.ts'

/** A blocked person can no longer write to the viewer; blocking twice changes nothing. */
export async function blockPerson(ctx: AppContext, viewer: Viewer, addressOrHandle: string) {
  const person = await findPerson(ctx, addressOrHandle)
  if (person.id === viewer.userId)
    throw new BadRequestError('You cannot block yourself', 'CANNOT_BLOCK_SELF')
  await ctx.db
    .insert(userBlocks)
    .values({ blockerId: viewer.userId, blockedId: person.id, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
  return { blocked: true }
}

export async function unblockPerson(ctx: AppContext, viewer: Viewer, addressOrHandle: string) {
  const person = await findPerson(ctx, addressOrHandle)
  await ctx.db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, viewer.userId), eq(userBlocks.blockedId, person.id)))
  return { blocked: false }
}
