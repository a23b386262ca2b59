import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { proposals } from './governance.ts'
import { posts } from './social.ts'
import { users } from './users.ts'

// a listing's bookmark is its favourite (`listing_favorites`): one record, one count

export const postBookmarks = pgTable(
  'post_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('post_bookmarks_latest_idx').on(t.userId, t.createdAt, t.postId),
  ],
)

export const proposalBookmarks = pgTable(
  'proposal_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.proposalId] }),
    index('proposal_bookmarks_latest_idx').on(t.userId, t.createdAt, t.proposalId),
  ],
)
