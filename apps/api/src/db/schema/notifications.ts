import { NOTIFICATION_KINDS } from '@agora/domain'
import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { users } from './users.ts'

/**
 * The one inbox. `groupKey` folds repeats (reactions to one post) into one unread row; the
 * row's `createdAt` is its latest activity, so a growing group moves to the top.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    data: jsonb('data').notNull(),
    groupKey: text('group_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('notifications_unread_group_idx')
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
  ],
)

/**
 * Kinds a person turned off in-app: `{ reaction: false }`; a kind not listed is on.
 * `channels`: push and e-mail per kind the person set (`{ order: { push: false } }`); the
 * rest follow `defaultChannels`. `quietHours`: when push and e-mail wait (or null).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  inApp: jsonb('in_app').notNull().default({}),
  channels: jsonb('channels').notNull().default({}),
  quietHours: jsonb('quiet_hours'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
