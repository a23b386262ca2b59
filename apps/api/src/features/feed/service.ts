import {
  type Audience,
  AuthRequiredError,
  BadRequestError,
  type FeedQuery,
  type Post,
} from '@agora/domain'
import { and, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { cursorNumber, cursorTime, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import { comments, follows, posts, reactions } from '../../db/schema/social.ts'
import { withoutHiddenUsers } from '../blocks/hideFromViewer.ts'
import { findCommunity } from '../communities/membership.ts'
import { hideMutedPosts } from '../mutedWords/hideMutedPosts.ts'
import { forViewer, presentPosts } from '../posts/postView.ts'
import { userWithVisibleActivity } from '../users/service.ts'
import { feedPageTags } from './feedTags.ts'
import { followingTimeline } from './followingTimeline.ts'

const TRENDING_WINDOW_MS = 24 * 60 * 60 * 1000
const MAX_PINNED = 5
// a comment takes more effort than a reaction
const COMMENT_WEIGHT = 2

export type FeedPage = { data: Post[]; nextCursor: string | null }

// long enough to absorb a burst of readers, short enough that others' posts show at once
const SHARED_PAGE_MS = 1000

/**
 * A page of posts, newest first or by last-24-hours engagement, on keyset cursors. Pages of
 * the whole feed and of a community are the same for every reader until the reader's own
 * reactions are added, so readers share them (`ctx.sharedReads`).
 */
export async function readFeed(
  ctx: AppContext,
  viewer: Audience,
  query: FeedQuery,
): Promise<FeedPage> {
  const page = await readAnyonesFeed(ctx, viewer, query)
  return hideMutedPosts(ctx, viewer, await withoutHiddenUsers(ctx, viewer, page))
}

async function readAnyonesFeed(
  ctx: AppContext,
  viewer: Audience,
  query: FeedQuery,
): Promise<FeedPage> {
  const filters = and(tagFilter(query), await authorFilter(ctx, query, viewer), mediaFilter(query))
  if (query.scope === 'following') {
    if (!viewer) throw new AuthRequiredError('FOLLOWING_FEED_SIGN_IN')
    // newest first, what they reposted comes too; a person's own page stays theirs alone
    if (query.sort === 'latest' && !query.author)
      return followingTimeline(ctx, viewer, query, filters)
    return readPage(ctx, query, and(followedBy(ctx, viewer.userId), filters), viewer)
  }
  const { page } = await ctx.sharedReads.read(
    `feed:${JSON.stringify(query)}`,
    SHARED_PAGE_MS,
    async () => {
      const communityId = await scopeCommunityId(ctx, query)
      const scope = communityId ? eq(posts.communityId, communityId) : undefined
      return { communityId, page: await readPage(ctx, query, and(scope, filters), null) }
    },
    ({ communityId, page }) => feedPageTags(communityId, query.sort, page.data),
  )
  // shared pages show authors as an anonymous reader may see them; then per viewer
  return viewer ? { ...page, data: await forViewer(ctx, page.data, viewer) } : page
}

function readPage(ctx: AppContext, query: FeedQuery, scope: SQL | undefined, viewer: Audience) {
  return query.sort === 'trending'
    ? trending(ctx, viewer, query, scope)
    : latest(ctx, viewer, query, scope)
}

function followedBy(ctx: AppContext, viewerId: string) {
  return inArray(
    posts.authorId,
    ctx.db.select({ id: follows.followeeId }).from(follows).where(eq(follows.followerId, viewerId)),
  )
}

// the GIN index on posts.tags answers `@>`
function tagFilter(query: FeedQuery) {
  return query.tag ? sql`${posts.tags} @> array[${query.tag}]::text[]` : undefined
}

/** A person's posts (their page), when the viewer may see their activity. */
async function authorFilter(ctx: AppContext, query: FeedQuery, viewer: Audience) {
  if (!query.author) return undefined
  return eq(posts.authorId, (await userWithVisibleActivity(ctx, query.author, viewer)).id)
}

function mediaFilter(query: FeedQuery) {
  return query.media ? sql`cardinality(${posts.mediaIds}) > 0` : undefined
}

/** The community a community-scoped query names (by id or slug); null for the whole feed. */
async function scopeCommunityId(ctx: AppContext, query: FeedQuery) {
  if (query.scope !== 'community') return null
  if (!query.communityId) throw new BadRequestError('COMMUNITY_REQUIRED')
  return (await findCommunity(ctx, query.communityId)).id
}

async function latest(ctx: AppContext, viewer: Audience, query: FeedQuery, scope: SQL | undefined) {
  const cursor = decodeCursor(query.cursor)
  // in a community, pinned posts lead the first page and are left out of the stream
  const pinnedFirst = query.scope === 'community'
  const pinned =
    pinnedFirst && !cursor
      ? await ctx.db
          .select()
          .from(posts)
          .where(and(scope, eq(posts.pinned, true), isNull(posts.hiddenAt)))
          .orderBy(desc(posts.createdAt), desc(posts.id))
          .limit(MAX_PINNED)
      : []
  const rows = await ctx.db
    .select()
    .from(posts)
    .where(
      and(
        scope,
        isNull(posts.hiddenAt),
        pinnedFirst ? eq(posts.pinned, false) : undefined,
        cursor ? keysetBefore(posts.createdAt, posts.id, cursorTime(cursor), cursor.id) : undefined,
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(query.limit + 1)
  const { page, nextCursor } = toPage(rows, query.limit, (row) => ({
    at: row.createdAt.toISOString(),
    id: row.id,
  }))
  return {
    data: await presentPosts(ctx, [...pinned, ...page], viewer),
    nextCursor,
  }
}

async function trending(
  ctx: AppContext,
  viewer: Audience,
  query: FeedQuery,
  scope: SQL | undefined,
) {
  const cursor = decodeCursor(query.cursor)
  const since = new Date(ctx.clock.now().getTime() - TRENDING_WINDOW_MS)
  const engagement = ctx.db.$with('engagement').as(
    ctx.db
      .select({
        postId: sql<string>`activity.post_id`.as('post_id'),
        score: sql<number>`sum(activity.weight)::int`.as('score'),
      })
      .from(
        sql`(
          select ${reactions.postId} as post_id, 1 as weight from ${reactions} where ${reactions.createdAt} > ${since}
          union all
          select ${comments.postId}, ${COMMENT_WEIGHT} from ${comments} where ${comments.createdAt} > ${since}
        ) as activity`,
      )
      .groupBy(sql`activity.post_id`),
  )
  const rows = await ctx.db
    .with(engagement)
    .select({ post: posts, score: engagement.score })
    .from(engagement)
    .innerJoin(posts, eq(posts.id, engagement.postId))
    .where(
      and(
        scope,
        isNull(posts.hiddenAt),
        cursor
          ? or(
              lt(engagement.score, cursorNumber(cursor)),
              and(eq(engagement.score, cursorNumber(cursor)), lt(posts.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(engagement.score), desc(posts.id))
    .limit(query.limit + 1)
  const { page, nextCursor } = toPage(rows, query.limit, (row) => ({
    at: String(row.score),
    id: row.post.id,
  }))
  const presented = await presentPosts(
    ctx,
    page.map((row) => row.post),
    viewer,
  )
  const scores = new Map(page.map((row) => [row.post.id, row.score]))
  return {
    data: presented.map((post) => ({ ...post, trendingScore: scores.get(post.id) ?? 0 })),
    nextCursor,
  }
}
