import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { users } from './users.ts'

/**
 * What `/api/live` sends a person, kept so a socket that reconnects with its last id gets
 * what it missed. Ids come from one sequence; rows for one person are written under a lock
 * on that person, so their ids also commit in order (see features/live/store.ts).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_events_user_id_id_idx').on(t.userId, t.id),
    index('live_events_created_at_idx').on(t.createdAt),
  ],
)
