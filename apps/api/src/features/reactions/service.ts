import type { ReactionType } from '@agora/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { posts, reactions } from '../../db/schema/social.ts'
import type { Viewer } from '../../http/viewer.ts'
import { refuseIfBlocked } from '../blocks/refuseIfBlocked.ts'
import { requireMayRespond } from '../communities/membership.ts'
import { findPost, getPost } from '../posts/service.ts'

/** One reaction per person per type: adding it again changes nothing. */
export async function addReaction(
  ctx: AppContext,
  viewer: Viewer,
  postId: string,
  type: ReactionType,
) {
  const post = await findPost(ctx, postId)
  await requireMayRespond(ctx, post, viewer.userId)
  await refuseIfBlocked(ctx, viewer.userId, post.authorId)
  await ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(reactions)
      .values({ postId, userId: viewer.userId, type, createdAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ type: reactions.type })
    if (added.length > 0) await adjustCount(tx, postId, type, 1)
  })
  ctx.events.publish('reaction.changed', { postId, userId: viewer.userId })
  return getPost(ctx, postId, viewer)
}

export async function removeReaction(
  ctx: AppContext,
  viewer: Viewer,
  postId: string,
  type: ReactionType,
) {
  await findPost(ctx, postId)
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(reactions)
      .where(
        and(
          eq(reactions.postId, postId),
          eq(reactions.userId, viewer.userId),
          eq(reactions.type, type),
        ),
      )
      .returning({ type: reactions.type })
    if (removed.length > 0) await adjustCount(tx, postId, type, -1)
  })
  ctx.events.publish('reaction.changed', { postId, userId: viewer.userId })
  return getPost(ctx, postId, viewer)
}

type Executor = Pick<AppContext['db'], 'update'>

// the row lock of this update serialises concurrent reactions, so the count stays exact
function adjustCount(db: Executor, postId: string, type: ReactionType, delta: 1 | -1) {
  return db
    .update(posts)
    .set({
      reactionCounts: sql`jsonb_set(${posts.reactionCounts}, ${`{${type}}`}::text[], to_jsonb(coalesce((${posts.reactionCounts} ->> ${type})::int, 0) + ${delta}))`,
    })
    .where(eq(posts.id, postId))
}
