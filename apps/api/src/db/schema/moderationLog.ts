import { MODERATION_LOG_ACTIONS, MODERATION_LOG_TARGETS } from '@agora/domain'
import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { communities } from './social.ts'
import { users } from './users.ts'

/**
 * What a community's moderators did there, for its members to read. Platform actions
 * outside communities stay in the admins' audit log only.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: MODERATION_LOG_ACTIONS }).notNull(),
    targetKind: text('target_kind', { enum: MODERATION_LOG_TARGETS }).notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull().default(''),
    /** A ban's end. */
    until: timestamp('until', { withTimezone: true }),
    /** A role change's new role. */
    role: text('role'),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_log_community_idx').on(t.communityId, t.createdAt, t.id)],
)
