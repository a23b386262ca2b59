import { KYC_STATUSES, ROLES } from '@agora/domain'
import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

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
