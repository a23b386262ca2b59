import type { ReactionType } from '@agora/domain'
import { and, eq, exists, sql } from 'drizzle-orm'
import type { WithSubqueryWithSelection } from 'drizzle-orm/pg-core'
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
  const added = ctx.db
    .$with('added')
    .as(
      ctx.db
        .insert(reactions)
        .values({ postId, userId: viewer.userId, type, createdAt: ctx.clock.now() })
        .onConflictDoNothing()
        .returning({ type: reactions.type }),
    )
  await countIfChanged(ctx, added, postId, type, 1)
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
  const removed = ctx.db.$with('removed').as(
    ctx.db
      .delete(reactions)
      .where(
        and(
          eq(reactions.postId, postId),
          eq(reactions.userId, viewer.userId),
          eq(reactions.type, type),
        ),
      )
      .returning({ type: reactions.type }),
  )
  await countIfChanged(ctx, removed, postId, type, -1)
  ctx.events.publish('reaction.changed', { postId, userId: viewer.userId })
  return getPost(ctx, postId, viewer)
}

/**
 * Moves the post's count of `type` by `delta` when `change` (the reaction's insert or delete,
 * returning what it changed) changed a row: one statement, atomic without a transaction. The
 * row lock of the update serialises concurrent reactions, so the count stays exact.
 */
function countIfChanged(
  ctx: AppContext,
  change: WithSubqueryWithSelection<{ type: typeof reactions.type }, string>,
  postId: string,
  type: ReactionType,
  delta: 1 | -1,
) {
  return ctx.db
    .with(change)
    .update(posts)
    .set({
      reactionCounts: sql`jsonb_set(${posts.reactionCounts}, ${`{${type}}`}::text[], to_jsonb(coalesce((${posts.reactionCounts} ->> ${type})::int, 0) + ${delta}))`,
    })
    .where(and(eq(posts.id, postId), exists(ctx.db.select().from(change))))
}
