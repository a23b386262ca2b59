import {
  type Audience,
  BadRequestError,
  type Comment,
  ForbiddenError,
  NotFoundError,
} from '@agora/domain'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, keysetAfter, toPage } from '../../db/cursor.ts'
import { queryRows } from '../../db/queryRows.ts'
import { comments, posts } from '../../db/schema/social.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'
import { authorColumns, toAuthor } from '../../presenters/author.ts'
import { refuseIfBlocked } from '../blocks/refuseIfBlocked.ts'
import { mayRemoveContent, requireMayRespond } from '../communities/membership.ts'
import { findPost } from '../posts/service.ts'
import { reviseComment } from './revisions.ts'

const PAGE_SIZE = 50

type NewComment = { content: string; parentId?: string | undefined }

export async function createComment(
  ctx: AppContext,
  viewer: Viewer,
  postId: string,
  input: NewComment,
) {
  const post = await findPost(ctx, postId)
  await requireMayRespond(ctx, post, viewer.userId)
  await refuseIfBlocked(ctx, viewer.userId, post.authorId)
  if (input.parentId) {
    const [parent] = await ctx.db
      .select({ postId: comments.postId, authorId: comments.authorId })
      .from(comments)
      .where(eq(comments.id, input.parentId))
    if (parent?.postId !== postId) throw new BadRequestError('PARENT_INVALID')
    await refuseIfBlocked(ctx, viewer.userId, parent.authorId)
  }
  const id = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(comments)
      .values({
        postId,
        parentId: input.parentId ?? null,
        authorId: viewer.userId,
        content: input.content,
        createdAt: ctx.clock.now(),
      })
      .returning({ id: comments.id })
    await tx
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} + 1` })
      .where(eq(posts.id, postId))
    return created?.id
  })
  if (!id) throw new Error('comment insert returned nothing')
  ctx.events.publish('comment.created', { commentId: id, postId, authorId: viewer.userId })
  return getComment(ctx, id, viewer)
}

/** A post's comments oldest first, replies carrying their parent's id. */
export async function listComments(
  ctx: AppContext,
  postId: string,
  cursorValue: string | undefined,
  viewer: Audience,
) {
  await findPost(ctx, postId)
  const cursor = decodeCursor(cursorValue)
  const rows = await ctx.db
    .select({ comment: comments, author: authorColumns })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(
      and(
        eq(comments.postId, postId),
        cursor
          ? keysetAfter(comments.createdAt, comments.id, cursorTime(cursor), cursor.id)
          : undefined,
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(PAGE_SIZE + 1)
  const { page, nextCursor } = toPage(rows, PAGE_SIZE, (row) => ({
    at: row.comment.createdAt.toISOString(),
    id: row.comment.id,
  }))
  return {
    data: page.map((row) => toComment(row, viewer)),
    nextCursor,
  }
}

export async function updateComment(
  ctx: AppContext,
  viewer: Viewer,
  commentId: string,
  content: string,
) {
  const comment = await findComment(ctx, commentId)
  if (comment.authorId !== viewer.userId)
    throw new ForbiddenError('NOT_AUTHOR', { target: 'comment' })
  if (await reviseComment(ctx, commentId, content))
    ctx.events.publish('comment.updated', { commentId, postId: comment.postId })
  return getComment(ctx, commentId, viewer)
}

/** Deletes a comment and its replies; its author or a moderator may. */
export async function deleteComment(ctx: AppContext, viewer: Viewer, commentId: string) {
  const comment = await findComment(ctx, commentId)
  const post = await findPost(ctx, comment.postId)
  const allowed = await mayRemoveContent(ctx, viewer, {
    authorId: comment.authorId,
    communityId: post.communityId,
  })
  if (!allowed) throw new ForbiddenError('DELETE_NOT_ALLOWED', { target: 'comment' })
  await ctx.db.transaction(async (tx) => {
    const removed = await queryRows<{ id: string }>(
      tx,
      sql`
      with recursive thread as (
        select id from ${comments} where id = ${commentId}
        union all
        select c.id from ${comments} c join thread t on c.parent_id = t.id
      )
      delete from ${comments} where id in (select id from thread) returning id`,
    )
    const count = removed.length
    await tx
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} - ${count}` })
      .where(eq(posts.id, comment.postId))
  })
  ctx.events.publish('comment.deleted', { commentId, postId: comment.postId })
}

async function getComment(ctx: AppContext, commentId: string, viewer: Audience): Promise<Comment> {
  const [row] = await ctx.db
    .select({ comment: comments, author: authorColumns })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.id, commentId))
  if (!row) throw new NotFoundError('COMMENT_NOT_FOUND')
  return toComment(row, viewer)
}

async function findComment(ctx: AppContext, commentId: string) {
  const [row] = await ctx.db.select().from(comments).where(eq(comments.id, commentId))
  if (!row) throw new NotFoundError('COMMENT_NOT_FOUND')
  return row
}

export function toComment(
  {
    comment,
    author,
  }: {
    comment: typeof comments.$inferSelect
    author: Parameters<typeof toAuthor>[0]
  },
  viewer: Audience,
): Comment {
  return {
    id: comment.id,
    postId: comment.postId,
    parentId: comment.parentId,
    author: toAuthor(author, viewer),
    content: comment.hiddenAt ? '' : comment.content,
    createdAt: comment.createdAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
    removedByModerators: comment.hiddenAt !== null,
  }
}
