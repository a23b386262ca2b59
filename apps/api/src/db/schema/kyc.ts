import { KYC_TIERS } from '@agora/domain'
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { kycRequests, users } from './accounts.ts'
import { createdAt } from './columns.ts'

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
