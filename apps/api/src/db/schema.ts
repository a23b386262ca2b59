import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Small facts about this database itself, such as whether demo content was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * First response to a POST sent with an `Idempotency-Key`, replayed for the same key from
 * the same caller. `status` is null while the first request is still being handled.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
)

export const users = pgTable('users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** Lower-case 0x address; null for an e-mail account that has not linked a wallet. */
  address: text('address').unique(),
  handle: text('handle').notNull().unique(),
  ens: text('ens'),
  email: text('email').unique(),
  passwordHash: text('password_hash'),
  role: text('role', { enum: ['user', 'moderator', 'admin', 'super_admin'] })
    .notNull()
    .default('user'),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  kycStatus: text('kyc_status', { enum: ['none', 'pending', 'verified', 'rejected'] })
    .notNull()
    .default('none'),
  isActive: boolean('is_active').notNull().default(true),
  isSuspended: boolean('is_suspended').notNull().default(false),
  bio: text('bio'),
  avatar: text('avatar'),
  preferences: jsonb('preferences').notNull().default({}),
  privacySettings: jsonb('privacy_settings').notNull().default({}),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
