import type { Audience, CommentWithPost } from '@agora/domain'
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import { comments, posts } from '../../db/schema/social.ts'
import { users } from '../../db/schema/users.ts'
import { authorColumns, toAuthor } from '../../presenters/author.ts'
import { userWithVisibleActivity } from '../users/service.ts'
import { toComment } from './service.ts'

const PAGE_SIZE = 20
/** Enough of the post answered to know which it is; the link opens the whole of it. */
const POST_EXCERPT_CHARS = 280

/**
 * A person's comments, newest first, each with the post it answers: their replies tab. Under
 * the rule their posts follow (403 ACTIVITY_PRIVATE when they keep their activity private);
 * comments or posts the moderators removed are left out.
 */
export async function listUserComments(
  ctx: AppContext,
  user: string,
  cursorValue: string | undefined,
  viewer: Audience,
): Promise<{ data: CommentWithPost[]; nextCursor: string | null }> {
  const author = await userWithVisibleActivity(ctx, user, viewer)
  const cursor = decodeCursor(cursorValue)
  const rows = await ctx.db
    .select({ comment: comments, post: posts })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(
      and(
        eq(comments.authorId, author.id),
        isNull(comments.hiddenAt),
        isNull(posts.hiddenAt),
        cursor
          ? keysetBefore(comments.createdAt, comments.id, cursorTime(cursor), cursor.id)
          : undefined,
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(PAGE_SIZE + 1)
  const { page, nextCursor } = toPage(rows, PAGE_SIZE, ({ comment }) => ({
    at: comment.createdAt.toISOString(),
    id: comment.id,
  }))
  const postAuthorIds = [...new Set(page.map(({ post }) => post.authorId))]
  const postAuthors = postAuthorIds.length
    ? await ctx.db.select(authorColumns).from(users).where(inArray(users.id, postAuthorIds))
    : []
  const authorsById = new Map(postAuthors.map((row) => [row.id, row]))
  const data = page.flatMap(({ comment, post }) => {
    const postAuthor = authorsById.get(post.authorId)
    if (!postAuthor) return []
    return [
      {
        ...toComment({ comment, author }, viewer),
        post: {
          id: post.id,
          communityId: post.communityId,
          author: toAuthor(postAuthor, viewer),
          content: post.content.slice(0, POST_EXCERPT_CHARS),
        },
      },
    ]
  })
  return { data, nextCursor }
}
