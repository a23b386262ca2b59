import { NotFoundError, type RepostResult } from '@agora/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { reposts } from '../../db/schema/reposts.ts'
import { posts } from '../../db/schema/social.ts'
import type { Viewer } from '../../http/viewer.ts'
import { refuseIfBlocked } from '../blocks/refuseIfBlocked.ts'
import { findPost } from '../posts/service.ts'

/**
 * Reposts a post to the viewer's followers, or takes the repost back. Either is idempotent:
 * asking again changes nothing and answers the same.
 */
export async function setReposted(
  ctx: AppContext,
  viewer: Viewer,
  postId: string,
  reposted: boolean,
): Promise<RepostResult> {
  const post = await findPost(ctx, postId)
  if (reposted && post.hiddenAt) throw new NotFoundError('POST_REMOVED')
  if (reposted) await refuseIfBlocked(ctx, viewer.userId, post.authorId)
  const { changed, repostCount } = await ctx.db.transaction(async (tx) => {
    const written = reposted
      ? await tx
          .insert(reposts)
          .values({ postId, userId: viewer.userId, createdAt: ctx.clock.now() })
          .onConflictDoNothing()
          .returning({ id: reposts.id })
      : await tx
          .delete(reposts)
          .where(and(eq(reposts.postId, postId), eq(reposts.userId, viewer.userId)))
          .returning({ id: reposts.id })
    // the row lock of this update serialises concurrent reposts, so the count stays exact
    const [counted] = await tx
      .update(posts)
      .set({
        repostCount: sql`${posts.repostCount} + ${written.length === 0 ? 0 : reposted ? 1 : -1}`,
      })
      .where(eq(posts.id, postId))
      .returning({ repostCount: posts.repostCount })
    return { changed: written.length > 0, repostCount: counted?.repostCount ?? 0 }
  })
  if (changed)
    ctx.events.publish('repost.changed', {
      postId,
      userId: viewer.userId,
      communityId: post.communityId,
      reposted,
    })
  return { reposted, repostCount }
}
