import { type Audience, ForbiddenError } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { posts } from '../../db/schema/social.ts'
import { relationsOf } from './relations.ts'

/**
 * Refuses a response (comment, reaction, repost, quote, poll vote, follow) between two people
 * when either blocked the other.
 */
export async function refuseIfBlocked(ctx: AppContext, viewerId: string, ownerId: string) {
  if (viewerId === ownerId) return
  const { blocked, blockedBy } = await relationsOf(ctx, viewerId)
  if (blockedBy.has(ownerId))
    throw new ForbiddenError('BLOCKED', { who: 'them', action: 'respond' })
  if (blocked.has(ownerId)) throw new ForbiddenError('BLOCKED', { who: 'you', action: 'respond' })
}

/** Refuses quoting a post of someone who blocked the viewer (or whom the viewer blocked). */
export async function refuseQuoteIfBlocked(
  ctx: AppContext,
  viewerId: string,
  quote: { kind: string; id: string } | undefined,
) {
  if (quote?.kind !== 'post') return
  const [row] = await ctx.db
    .select({ authorId: posts.authorId })
    .from(posts)
    .where(eq(posts.id, quote.id))
  if (row) await refuseIfBlocked(ctx, viewerId, row.authorId)
}

/** A post opened by its address is not shown between two people when either blocked the other. */
export async function refuseBlockedAuthor<P extends { author: { id: string } }>(
  ctx: AppContext,
  viewer: Audience,
  post: P,
): Promise<P> {
  if (!viewer || viewer.userId === post.author.id) return post
  const { blocked, blockedBy } = await relationsOf(ctx, viewer.userId)
  if (blockedBy.has(post.author.id))
    throw new ForbiddenError('BLOCKED', { who: 'them', action: 'see' })
  if (blocked.has(post.author.id))
    throw new ForbiddenError('BLOCKED', { who: 'you', action: 'see' })
  return post
}
