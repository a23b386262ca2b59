import { sql } from 'drizzle-orm'
import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { posts } from './social.ts'
import { users } from './users.ts'

/** A person shared a post to their followers, once; the following feed shows it as theirs. */
export const reposts = pgTable(
  'reposts',
  {
    // the following feed pages reposts and posts together: a repost needs its own keyset id
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reposts_post_user_idx').on(t.postId, t.userId),
    index('reposts_user_latest_idx').on(t.userId, t.createdAt, t.id),
  ],
)
