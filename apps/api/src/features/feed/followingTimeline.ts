import type { Audience, FeedQuery, Post } from '@agora/domain'
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import { reposts } from '../../db/schema/reposts.ts'
import { follows, posts } from '../../db/schema/social.ts'
import { authorsById } from '../../presenters/authorsById.ts'
import { type PostRow, presentPosts } from '../posts/postView.ts'

/** One place in the timeline: a post, at its own time or at the time someone reposted it. */
type Entry = { at: Date; id: string; post: PostRow; repostedBy: string | null }

/**
 * The following feed, newest first: posts by the people the viewer follows and the posts
 * they reposted, on one keyset over both (an entry's time and id: the post's, or the
 * repost's). A post on a page more than once (posted and reposted, or reposted by several)
 * shows once, as its newest entry, naming who reposted it.
 */
export async function followingTimeline(
  ctx: AppContext,
  viewer: NonNullable<Audience>,
  query: FeedQuery,
  filters: SQL | undefined,
): Promise<{ data: Post[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor)
  const followees = ctx.db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(eq(follows.followerId, viewer.userId))
  // each side is read on its own index, at most a page past the cursor; merged below
  const [own, shared] = await Promise.all([
    ctx.db
      .select()
      .from(posts)
      .where(
        and(
          inArray(posts.authorId, followees),
          isNull(posts.hiddenAt),
          filters,
          cursor
            ? keysetBefore(posts.createdAt, posts.id, cursorTime(cursor), cursor.id)
            : undefined,
        ),
      )
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(query.limit + 1),
    ctx.db
      .select({ post: posts, repost: reposts })
      .from(reposts)
      .innerJoin(posts, eq(posts.id, reposts.postId))
      .where(
        and(
          inArray(reposts.userId, followees),
          isNull(posts.hiddenAt),
          filters,
          cursor
            ? keysetBefore(reposts.createdAt, reposts.id, cursorTime(cursor), cursor.id)
            : undefined,
        ),
      )
      .orderBy(desc(reposts.createdAt), desc(reposts.id))
      .limit(query.limit + 1),
  ])
  const entries: Entry[] = [
    ...own.map((post) => ({ at: post.createdAt, id: post.id, post, repostedBy: null })),
    ...shared.map(({ post, repost }) => ({
      at: repost.createdAt,
      id: repost.id,
      post,
      repostedBy: repost.userId,
    })),
  ].sort(newestFirst)
  const { page, nextCursor } = toPage(entries, query.limit, (entry) => ({
    at: entry.at.toISOString(),
    id: entry.id,
  }))
  const shown = new Map<string, Entry>()
  for (const entry of page) if (!shown.has(entry.post.id)) shown.set(entry.post.id, entry)
  const [presented, reposters] = await Promise.all([
    presentPosts(
      ctx,
      [...shown.values()].map((entry) => entry.post),
      viewer,
    ),
    authorsById(
      ctx,
      [...shown.values()].flatMap((entry) => entry.repostedBy ?? []),
      viewer,
    ),
  ])
  return {
    data: presented.map((post) => {
      const reposter = shown.get(post.id)?.repostedBy
      const repostedBy = reposter ? reposters.get(reposter) : undefined
      return repostedBy ? { ...post, repostedBy } : post
    }),
    nextCursor,
  }
}

// the keyset's order: time, then id, both descending (uuids compare as their hex text)
function newestFirst(a: Entry, b: Entry) {
  return b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
}
