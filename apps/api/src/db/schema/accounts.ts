import {
  KYC_REQUEST_STATUSES,
  KYC_STATUSES,
  KYC_TIERS,
  ROLES,
  SESSION_METHODS,
} from '@agora/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { createdAt } from './columns.ts'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Lower-case 0x address; null for an e-mail account that has not linked a wallet. */
    address: text('address').unique(),
    handle: text('handle').notNull().unique(),
    /** Chosen by the person (the welcome step or the account page); null until then. */
    displayName: text('display_name'),
    ens: text('ens'),
    email: text('email').unique(),
    /** When `email` was confirmed through its verification link; cleared when it changes. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    kycStatus: text('kyc_status', { enum: KYC_STATUSES }).notNull().default('none'),
    isActive: boolean('is_active').notNull().default(true),
    isSuspended: boolean('is_suspended').notNull().default(false),
    bio: text('bio'),
    avatar: text('avatar'),
    preferences: jsonb('preferences').notNull().default({}),
    privacySettings: jsonb('privacy_settings').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // people search: what someone typed is the start of a handle, name, ENS name or address
    index('users_handle_prefix_idx').on(sql`lower(${t.handle}) text_pattern_ops`),
    index('users_display_name_prefix_idx').on(sql`lower(${t.displayName}) text_pattern_ops`),
    index('users_ens_prefix_idx').on(sql`lower(${t.ens}) text_pattern_ops`),
    index('users_address_prefix_idx').on(sql`${t.address} text_pattern_ops`),
  ],
)

/** Sign-in nonces: single use, bound to the address they were issued to. */
export const authNonces = pgTable('auth_nonces', {
  nonce: text('nonce').primaryKey(),
  address: text('address').notNull(),
  chainId: integer('chain_id').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: SESSION_METHODS }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const kycRequests = pgTable(
  'kyc_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: KYC_TIERS }).notNull(),
    documents: jsonb('documents').notNull(),
    status: text('status', { enum: KYC_REQUEST_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerId: uuid('reviewer_id').references(() => users.id),
  },
  (t) => [
    index('kyc_requests_user_idx').on(t.userId, t.submittedAt),
    // at most one request per person waits for review
    uniqueIndex('kyc_requests_one_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
)

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    actorId: uuid('actor_id').references(() => users.id),
    action: text('action').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
)

/** Failed password logins per key (an account or a client address) inside a window. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
})

/** Password-reset links: single use, short-lived; only a hash of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
)
