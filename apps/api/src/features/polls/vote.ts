import { BadRequestError, ConflictError, NotFoundError, type Poll } from '@agora/domain'
import { eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { pollVotes, postPolls } from '../../db/schema/polls.ts'
import { posts } from '../../db/schema/social.ts'
import type { Viewer } from '../../http/viewer.ts'
import { refuseIfBlocked } from '../blocks/refuseIfBlocked.ts'
import { requireMayRespond } from '../communities/membership.ts'
import { presentPoll } from './pollView.ts'

/**
 * The viewer's one vote in a post's poll. The primary key (poll, person) keeps a second vote
 * out even when two arrive at once, and the count moves in the vote's own transaction.
 */
export async function voteInPoll(
  ctx: AppContext,
  viewer: Viewer,
  postId: string,
  choice: number,
): Promise<Poll> {
  const [post] = await ctx.db
    .select({ communityId: posts.communityId, authorId: posts.authorId })
    .from(posts)
    .where(eq(posts.id, postId))
  if (!post) throw new NotFoundError('POST_NOT_FOUND')
  const [poll] = await ctx.db.select().from(postPolls).where(eq(postPolls.postId, postId))
  if (!poll) throw new NotFoundError('POLL_NOT_FOUND')
  await requireMayRespond(ctx, post, viewer.userId)
  await refuseIfBlocked(ctx, viewer.userId, post.authorId)
  const now = ctx.clock.now()
  if (poll.endsAt.getTime() <= now.getTime()) throw new ConflictError('POLL_CLOSED')
  if (choice >= poll.choices.length) throw new BadRequestError('POLL_CHOICE_INVALID')

  const counted = await ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(pollVotes)
      .values({ postId, userId: viewer.userId, choice, createdAt: now })
      .onConflictDoNothing()
      .returning({ choice: pollVotes.choice })
    if (added.length === 0) return null
    // the row lock of this update serialises concurrent votes, so the count stays exact
    const [updated] = await tx
      .update(postPolls)
      .set({
        voteCounts: sql`(select array_agg(case when i = ${choice + 1} then c + 1 else c end order by i) from unnest(${postPolls.voteCounts}) with ordinality as v(c, i))`,
      })
      .where(eq(postPolls.postId, postId))
      .returning()
    return updated ?? null
  })
  if (!counted) throw new ConflictError('POLL_ALREADY_VOTED')
  ctx.events.publish('post.updated', { postId, communityId: post.communityId, change: 'poll' })
  return presentPoll(counted, choice, now)
}
