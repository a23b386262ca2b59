import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { users } from './users.ts'

/** Whose posts, comments and notifications a person no longer sees; the muted person is never told. */
export const userMutes = pgTable(
  'user_mutes',
  {
    muterId: uuid('muter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedId: uuid('muted_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.muterId, t.mutedId] }),
    index('user_mutes_latest_idx').on(t.muterId, t.createdAt, t.mutedId),
  ],
)
