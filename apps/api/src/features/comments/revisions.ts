import { NotFoundError, REVISIONS_PAGE_SIZE } from '@agora/domain'
import { and, desc, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import { commentRevisions } from '../../db/schema/revisions.ts'
import { comments, posts } from '../../db/schema/social.ts'
import { toRevision } from '../posts/revisions.ts'

/**
 * Writes a comment's new text, keeping the one it replaces in its history; false when the
 * text did not change.
 */
export async function reviseComment(ctx: AppContext, commentId: string, content: string) {
  return ctx.db.transaction(async (tx) => {
    // locked, so two edits at once each keep the text the other replaced
    const [current] = await tx
      .select()
      .from(comments)
      .where(eq(comments.id, commentId))
      .for('update')
    if (!current) throw new NotFoundError('COMMENT_NOT_FOUND')
    if (current.content === content) return false
    const now = ctx.clock.now()
    await tx.insert(commentRevisions).values({
      commentId,
      content: current.content,
      createdAt: current.editedAt ?? current.createdAt,
      replacedAt: now,
    })
    await tx.update(comments).set({ content, editedAt: now }).where(eq(comments.id, commentId))
    return true
  })
}

/**
 * A comment's earlier texts, newest first. Hidden when moderators removed the comment or its
 * post, as their text is.
 */
export async function listCommentRevisions(
  ctx: AppContext,
  commentId: string,
  cursorValue: string | undefined,
) {
  const [found] = await ctx.db
    .select({ hiddenAt: comments.hiddenAt, postHiddenAt: posts.hiddenAt })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, commentId))
  if (!found || found.hiddenAt || found.postHiddenAt) throw new NotFoundError('COMMENT_NOT_FOUND')
  const cursor = decodeCursor(cursorValue)
  const rows = await ctx.db
    .select()
    .from(commentRevisions)
    .where(
      and(
        eq(commentRevisions.commentId, commentId),
        cursor
          ? keysetBefore(
              commentRevisions.replacedAt,
              commentRevisions.id,
              cursorTime(cursor),
              cursor.id,
            )
          : undefined,
      ),
    )
    .orderBy(desc(commentRevisions.replacedAt), desc(commentRevisions.id))
    .limit(REVISIONS_PAGE_SIZE + 1)
  const { page, nextCursor } = toPage(rows, REVISIONS_PAGE_SIZE, (row) => ({
    at: row.replacedAt.toISOString(),
    id: row.id,
  }))
  return { data: page.map(toRevision), nextCursor }
}
