import { normalizeTag, TAG_PATTERN, type TagCount } from '@agora/domain'
import { and, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { posts } from '../../db/schema/social.ts'

/**
 * The #tag `q` names, with how many posts carry it (the tag feed's index counts them); none
 * when no post does. A tag is matched whole: `#sun` is not `#sunset`.
 */
export async function searchTags(
  ctx: AppContext,
  q: string,
): Promise<{ data: TagCount[]; nextCursor: null }> {
  const word = q.replace(/^#/, '')
  if (!TAG_PATTERN.test(word)) return { data: [], nextCursor: null }
  const tag = normalizeTag(word)
  const [row] = await ctx.db
    .select({ postCount: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(sql`${posts.tags} @> array[${tag}]::text[]`, isNull(posts.hiddenAt)))
  const postCount = row?.postCount ?? 0
  return { data: postCount > 0 ? [{ tag, postCount }] : [], nextCursor: null }
}
