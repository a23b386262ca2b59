import { CONTENT_REPORT_REASONS, REPORT_STATUSES, REPORT_TARGETS } from '@agora/domain'
import { sql } from 'drizzle-orm'
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { communities } from './social.ts'
import { users } from './users.ts'

/** Someone reported a post, comment, listing or person; moderators work through them. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind', { enum: REPORT_TARGETS }).notNull(),
    targetId: uuid('target_id').notNull(),
    /** Whose moderators see it; null: only the admins' global queue. */
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: CONTENT_REPORT_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The moderation action that closed it, when one did. */
    action: text('action'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_community_queue_idx').on(t.communityId, t.status, t.createdAt, t.id),
    index('reports_queue_idx').on(t.status, t.createdAt, t.id),
    // one report per person and target: reporting again answers the first one
    uniqueIndex('reports_reporter_target_idx').on(t.reporterId, t.targetKind, t.targetId),
  ],
)

/** Kept out of a community until `until`: joining is refused meanwhile. */
export const communityBans = pgTable(
  'community_bans',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
    bannedBy: uuid('banned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.userId] })],
)
