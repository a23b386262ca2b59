import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { comments, posts } from './social.ts'

/** An earlier text of a post: written at `createdAt`, replaced by an edit at `replacedAt`. */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('post_revisions_post_idx').on(t.postId, t.replacedAt, t.id)],
)

export const commentRevisions = pgTable(
  'comment_revisions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('comment_revisions_comment_idx').on(t.commentId, t.replacedAt, t.id)],
)
