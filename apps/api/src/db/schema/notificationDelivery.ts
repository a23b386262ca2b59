import { DELIVERY_CHANNELS, DELIVERY_KINDS } from '@agora/domain'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { messages } from './messages.ts'
import { notifications } from './notifications.ts'
import { users } from './users.ts'

/** A browser's Web Push subscription (RFC 8030): where its push service takes messages for it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
)

/**
 * Push and e-mail still to send: one row per push subscription or per e-mail, sent by
 * whichever instance leases it first once `dueAt` has come (quiet hours and e-mail
 * batching move it later). It tells of an inbox notification or of a new message.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    notificationId: uuid('notification_id').references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    /** The latest message of a conversation not told yet (kind `message`). */
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DELIVERY_KINDS }).notNull(),
    channel: text('channel', { enum: DELIVERY_CHANNELS }).notNull(),
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'cascade',
    }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_deliveries_due_idx').on(t.dueAt),
    index('notification_deliveries_batch_idx').on(t.userId, t.kind, t.channel),
    check(
      'notification_deliveries_subject_check',
      sql`(${t.notificationId} is null) <> (${t.messageId} is null)`,
    ),
  ],
)

/** When a person was last e-mailed about a kind: the next e-mail waits out the batch window. */
export const notificationEmailsSent = pgTable(
  'notification_emails_sent',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DELIVERY_KINDS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
)
