import { type Audience, type Post, ValidationError } from '@agora/domain'
import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { decodeCursor, toPage } from '../../db/cursor.ts'
import { posts } from '../../db/schema/social.ts'
import { users } from '../../db/schema/users.ts'
import { presentPosts } from '../posts/postView.ts'

const PAGE_SIZE = 20

/** The column of a post's words: not one of the drizzle columns, so post reads skip it. */
const SEARCH_VECTOR = sql`"posts"."search_vector"`

/**
 * How many of the newest matches a post search ranks. A common word matches a large share of
 * all posts, and ranking reads each match's text again: ranking only the newest matches keeps
 * a search's cost flat as posts grow (older posts are still found by more words).
 */
export const RANKED_MATCHES = 1_000

/**
 * Posts whose words match `q` (PostgreSQL full text, the 'simple' configuration the index is
 * built with): among the newest RANKED_MATCHES matches, the most relevant first, then the
 * newest. Posts moderators removed and posts of suspended people never appear.
 */
export async function searchPosts(
  ctx: AppContext,
  q: string,
  cursorValue: string | undefined,
  viewer: Audience,
): Promise<{ data: Post[]; nextCursor: string | null }> {
  const cursor = decodeCursor(cursorValue)
  const query = sql`websearch_to_tsquery('simple', ${q})`
  // a post's stored words (migration 0039, indexed by posts_search_idx): matching and ranking
  // read them, never the text
  const newestMatches = ctx.db
    .select({ ...getTableColumns(posts), searchVector: sql`${SEARCH_VECTOR}`.as('search_vector') })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(
      and(sql`${SEARCH_VECTOR} @@ ${query}`, isNull(posts.hiddenAt), eq(users.isSuspended, false)),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(RANKED_MATCHES)
    .as('newest_matches')
  const rank = sql<number>`ts_rank(${newestMatches.searchVector}, ${query})`
  const after = cursor ? rankAndTime(cursor.at) : null
  const { searchVector: _words, ...postFields } = newestMatches._.selectedFields
  const rows = await ctx.db
    .select({ post: postFields, rank })
    .from(newestMatches)
    .where(
      after && cursor
        ? sql`(${rank}, ${newestMatches.createdAt}, ${newestMatches.id}) < (${after[0]}::real, ${after[1]}::timestamptz, ${cursor.id})`
        : undefined,
    )
    .orderBy(desc(rank), desc(newestMatches.createdAt), desc(newestMatches.id))
    .limit(PAGE_SIZE + 1)
  const { page, nextCursor } = toPage(rows, PAGE_SIZE, ({ post, rank }) => ({
    at: JSON.stringify([rank, post.createdAt.toISOString()]),
    id: post.id,
  }))
  const data = await presentPosts(
    ctx,
    page.map(({ post }) => post),
    viewer,
  )
  return { data, nextCursor }
}

/** The relevance and time a posts cursor carries; anything else was not given out by the API. */
function rankAndTime(at: string): [number, string] {
  try {
    const [rank, time] = JSON.parse(at) as unknown[]
    if (typeof rank === 'number' && typeof time === 'string' && !Number.isNaN(Date.parse(time)))
      return [rank, time]
  } catch {}
  throw new ValidationError([{ field: 'cursor', code: 'CURSOR_INVALID' }])
}
