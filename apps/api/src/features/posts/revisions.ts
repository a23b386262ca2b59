import { NotFoundError, REVISIONS_PAGE_SIZE, type Revision } from '@agora/domain'
import { and, desc, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import { postRevisions } from '../../db/schema/revisions.ts'
import { findPost } from './service.ts'

type RevisionRow = typeof postRevisions.$inferSelect

/** A post's earlier texts, newest first; a post moderators removed keeps its history hidden. */
export async function listPostRevisions(
  ctx: AppContext,
  postId: string,
  cursorValue: string | undefined,
) {
  const post = await findPost(ctx, postId)
  if (post.hiddenAt) throw new NotFoundError('POST_NOT_FOUND')
  const cursor = decodeCursor(cursorValue)
  const rows = await ctx.db
    .select()
    .from(postRevisions)
    .where(
      and(
        eq(postRevisions.postId, postId),
        cursor
          ? keysetBefore(postRevisions.replacedAt, postRevisions.id, cursorTime(cursor), cursor.id)
          : undefined,
      ),
    )
    .orderBy(desc(postRevisions.replacedAt), desc(postRevisions.id))
    .limit(REVISIONS_PAGE_SIZE + 1)
  const { page, nextCursor } = toPage(rows, REVISIONS_PAGE_SIZE, (row) => ({
    at: row.replacedAt.toISOString(),
    id: row.id,
  }))
  return { data: page.map(toRevision), nextCursor }
}

export function toRevision(
  row: Pick<RevisionRow, 'content' | 'createdAt' | 'replacedAt'>,
): Revision {
  return {
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    replacedAt: row.replacedAt.toISOString(),
  }
}
