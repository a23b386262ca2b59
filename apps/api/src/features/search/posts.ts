import { type Audience, type Post, ValidationError } from '@agora/domain'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { decodeCursor, toPage } from '../../db/cursor.ts'
import { users } from '../../db/schema/accounts.ts'
import { posts } from '../../db/schema/social.ts'
import { presentPosts } from '../posts/postView.ts'

const PAGE_SIZE = 20

/**
 * Posts whose words match `q` (PostgreSQL full text, the 'simple' configuration the index is
 * built with), the most relevant first, then the newest. Posts moderators removed and posts
 * of suspended people never appear.
 */
export async function searchPosts(
  ctx: AppContext,
  q: string,
  cursorValue: string | undefined,
  viewer: Audience,
): Promise<{ data: Post[]; nextCursor: string | null }> {
  const cursor = decodeCursor(cursorValue)
  const query = sql`websearch_to_tsquery('simple', ${q})`
  // the same expression as posts_search_idx, so the index finds the matches
  const document = sql`to_tsvector('simple', ${posts.content})`
  const rank = sql<number>`ts_rank(${document}, ${query})`
  const after = cursor ? rankAndTime(cursor.at) : null
  const rows = await ctx.db
    .select({ post: posts, rank })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(
      and(
        sql`${document} @@ ${query}`,
        isNull(posts.hiddenAt),
        eq(users.isSuspended, false),
        after && cursor
          ? sql`(${rank}, ${posts.createdAt}, ${posts.id}) < (${after[0]}::real, ${after[1]}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(rank), desc(posts.createdAt), desc(posts.id))
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
  throw new ValidationError('This cursor is not one the API gave out', { field: 'cursor' })
}
