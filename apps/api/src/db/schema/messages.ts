import {
  CONVERSATION_KINDS,
  CONVERSATION_STATUSES,
  MEMBER_ROLES,
  REPORT_REASONS,
} from '@agora/domain'
import { sql } from 'drizzle-orm'
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { communities } from './social.ts'
import { users } from './users.ts'

const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

/** A person's published X25519 key and their private key, wrapped by their wallet (opaque here). */
export const messagingKeys = pgTable('messaging_keys', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  publicKey: text('public_key').notNull(),
  wrappedPrivateKey: jsonb('wrapped_private_key').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One direct conversation per pair of people (`pairKey` is their two ids, sorted); a group
 * (`pairKey` null) has a title and admins; a community's chat follows its membership.
 */
export const conversations = pgTable('conversations', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  pairKey: text('pair_key').unique(),
  kind: text('kind', { enum: CONVERSATION_KINDS }).notNull().default('direct'),
  title: text('title'),
  communityId: uuid('community_id')
    .unique()
    .references(() => communities.id, { onDelete: 'cascade' }),
  initiatorId: userRef('initiator_id'),
  createdAt: createdAt(),
})

/**
 * Each participant's side of a conversation: whether it is still a request to them, what
 * they have read, and its last activity (their list is ordered by it).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    /** The other person of a direct conversation; null in a group. */
    peerId: uuid('peer_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull().default('member'),
    /** A member reads from here on: earlier envelopes were not sealed for them. */
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_list_idx').on(t.userId, t.lastActivityAt, t.conversationId),
  ],
)

/** A message as the server keeps it: the sealed envelope only, never the text. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: userRef('sender_id'),
    envelope: jsonb('envelope').notNull(),
    context: jsonb('context'),
    /** Sealed text and attachments in bytes, for the sender's daily volume. */
    volume: integer('volume').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_sender_idx').on(t.senderId, t.createdAt),
  ],
)

const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres gives a Buffer, PGlite a Uint8Array
  fromDriver: (value) => Buffer.from(value),
})

/**
 * A file encrypted in the sender's browser (the key travels inside the sealed message and
 * never here). Uploaded first, then bound to the message that references it: only that
 * conversation's members may download it.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    uploaderId: userRef('uploader_id'),
    bytes: bytes('bytes').notNull(),
    size: integer('size').notNull(),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_attachments_uploader_idx').on(t.uploaderId, t.createdAt),
    index('message_attachments_message_idx').on(t.messageId),
  ],
)

export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // who blocked a person (hidden from them too) and a blocker's list, newest first
    index('user_blocks_blocked_idx').on(t.blockedId),
    index('user_blocks_latest_idx').on(t.blockerId, t.createdAt, t.blockedId),
  ],
)

/** Reports of a conversation; moderators see who and why, never the sealed text. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: userRef('reporter_id'),
    reportedId: userRef('reported_id'),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('conversation_reports_created_idx').on(t.createdAt)],
)
