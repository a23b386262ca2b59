import { KYC_REQUEST_STATUSES, KYC_TIERS } from '@agora/domain'
import { sql } from 'drizzle-orm'
import {
  customType,
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
import { users } from './users.ts'

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

const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres gives a Buffer, PGlite a Uint8Array
  fromDriver: (value) => Buffer.from(value),
})

/**
 * A KYC document's picture, sealed with AES-256-GCM (nonce, tag and ciphertext in `sealed`).
 * Uploaded before the request it belongs to (`requestId` null until then); deleted a stated
 * time after the request's decision.
 */
export const kycImages = pgTable(
  'kyc_images',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => kycRequests.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sealed: bytes('sealed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('kyc_images_request_idx').on(t.requestId),
    index('kyc_images_owner_idx').on(t.ownerId, t.createdAt),
  ],
)

/** Which admin is reviewing a pending request, since when: only they may see its pictures. */
export const kycReviews = pgTable('kyc_reviews', {
  requestId: uuid('request_id')
    .primaryKey()
    .references(() => kycRequests.id, { onDelete: 'cascade' }),
  reviewerId: uuid('reviewer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
})

/** An attestation Agora signed for a verified request; it is revoked when the request no longer is. */
export const kycAttestations = pgTable(
  'kyc_attestations',
  {
    uid: text('uid').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => kycRequests.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    tier: text('tier', { enum: KYC_TIERS }).notNull(),
    /** The signed attestation as JSON, handed out again while it is valid. */
    attestation: jsonb('attestation').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('kyc_attestations_request_idx').on(t.requestId, t.expiresAt)],
)
