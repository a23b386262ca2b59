import { z } from 'zod'
import { REPORT_NOTE_MAX_LENGTH } from '../moderation/rules.ts'
import { MESSAGE_ATTACHMENTS_MAX } from './volumeLimits.ts'

/** The most bytes of UTF-8 text one message holds, before padding and sealing. */
export const MESSAGE_MAX_BYTES = 8000
/** The most readers one envelope is sealed for: a full group (see `GROUP_MAX_MEMBERS`). */
export const SEALED_READERS_MAX = 50
/** The most characters of the sealed text (8,000 bytes padded, sealed and in base64 is ~11,000). */
const CIPHERTEXT_MAX_CHARS = 16 * 1024
/** One reader's entry in `sealedFor` as JSON is 238 characters. */
const SEALED_READER_MAX_CHARS = 256
/**
 * The most characters a message envelope takes as JSON: the longest text sealed for the
 * most readers fits (29,184; a 50-reader envelope of 8,000 bytes is about 23,000).
 */
export const ENVELOPE_MAX_CHARS =
  CIPHERTEXT_MAX_CHARS + SEALED_READERS_MAX * SEALED_READER_MAX_CHARS

export const CONVERSATION_STATUSES = ['active', 'request'] as const
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number]

export const REPORT_REASONS = ['spam', 'harassment', 'scam', 'other'] as const

const base64 = (maxChars: number) =>
  z
    .string()
    .max(maxChars)
    .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'BASE64_FORMAT')
/** 32 bytes, base64. */
const key32 = base64(44).length(44)
/** 24 bytes, base64. */
const nonce24 = base64(32).length(32)

/** The content key sealed for one reader. */
export const sealedKeySchema = z
  .object({
    ephemeralPublicKey: key32,
    nonce: nonce24,
    // a 32-byte content key and its 16-byte tag
    ciphertext: base64(64).length(64),
  })
  .strict()

/**
 * What the server stores of a message, and all it stores: the text sealed with a content
 * key, and that key sealed for each reader by address. See `sealing.ts`.
 */
export const messageEnvelopeSchema = z
  .object({
    version: z.literal(1),
    /** The sender's static X25519 public key, which the readers check against the published one. */
    senderKey: key32,
    nonce: nonce24,
    ciphertext: base64(CIPHERTEXT_MAX_CHARS),
    sealedFor: z
      .record(z.string().regex(/^0x[0-9a-f]{40}$/, 'LOWERCASE_ADDRESS_FORMAT'), sealedKeySchema)
      .refine(
        (sealed) => {
          const n = Object.keys(sealed).length
          return n >= 1 && n <= SEALED_READERS_MAX
        },
        { message: 'ENVELOPE_READERS_COUNT', params: { max: SEALED_READERS_MAX } },
      ),
  })
  .strict()
  .refine((envelope) => JSON.stringify(envelope).length <= ENVELOPE_MAX_CHARS, {
    message: 'ENVELOPE_TOO_LONG',
    params: { max: ENVELOPE_MAX_CHARS },
  })
  .meta({ id: 'MessageEnvelope' })

export type MessageEnvelope = z.infer<typeof messageEnvelopeSchema>

/** A messaging private key wrapped with a key derived from a wallet signature. */
export const wrappedPrivateKeySchema = z
  .object({
    version: z.literal(1),
    salt: base64(24).length(24),
    nonce: nonce24,
    ciphertext: base64(64).length(64),
  })
  .strict()

export type WrappedPrivateKey = z.infer<typeof wrappedPrivateKeySchema>

export const putMessagingKeySchema = z
  .object({ publicKey: key32, wrappedPrivateKey: wrappedPrivateKeySchema })
  .strict()

export const ownMessagingKeySchema = putMessagingKeySchema.extend({ updatedAt: z.string() })
/**
 * Someone's published key, and the address messages to them are sealed for (a handle alone
 * does not say it: the envelope names its readers by address).
 */
export const messagingKeySchema = z.object({ publicKey: key32, address: z.string() })

/** Where a conversation started: a listing ("Ask the seller") or an order. */
export const messageContextSchema = z
  .object({ listingId: z.uuid().optional(), orderId: z.uuid().optional() })
  .strict()
  .refine((c) => (c.listingId ? 1 : 0) + (c.orderId ? 1 : 0) === 1, 'CONTEXT_ONE_TARGET')

export type MessageContext = z.infer<typeof messageContextSchema>

export const sendMessageSchema = z
  .object({
    conversationId: z.uuid().optional(),
    /** A wallet address or a handle. */
    recipient: z.string().min(1).max(64).optional(),
    envelope: messageEnvelopeSchema,
    context: messageContextSchema.optional(),
    /** Files uploaded encrypted (`POST /api/messages/attachments`); their keys are in the envelope. */
    attachments: z.array(z.uuid()).min(1).max(MESSAGE_ATTACHMENTS_MAX).optional(),
  })
  .strict()
  .refine(
    (body) => (body.conversationId ? 1 : 0) + (body.recipient ? 1 : 0) === 1,
    'MESSAGE_TARGET_REQUIRED',
  )

export type SendMessage = z.infer<typeof sendMessageSchema>

export const attachmentSchema = z.object({ id: z.string(), size: z.number().int() })

export const messageSchema = z
  .object({
    id: z.string(),
    conversationId: z.string(),
    senderId: z.string(),
    senderAddress: z.string().nullable(),
    envelope: messageEnvelopeSchema,
    context: z
      .object({ listingId: z.string().optional(), orderId: z.string().optional() })
      .nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Message' })

export type Message = z.infer<typeof messageSchema>

export const conversationPeerSchema = z.object({
  id: z.string(),
  address: z.string().nullable(),
  handle: z.string(),
  displayName: z.string().nullable(),
  ens: z.string().nullable(),
  avatar: z.string().nullable(),
})

export const CONVERSATION_KINDS = ['direct', 'group', 'community'] as const
export type ConversationKind = (typeof CONVERSATION_KINDS)[number]
export const MEMBER_ROLES = ['admin', 'member'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]

/** One member of a conversation; every envelope is sealed for exactly its members. */
export const conversationMemberSchema = z
  .object({
    user: conversationPeerSchema,
    role: z.enum(MEMBER_ROLES),
    joinedAt: z.string(),
  })
  .meta({ id: 'ConversationMember' })

export type ConversationMember = z.infer<typeof conversationMemberSchema>

export const conversationSchema = z
  .object({
    id: z.string(),
    /** `direct`: two people; `group`: people an admin added; `community`: a community's chat. */
    kind: z.enum(CONVERSATION_KINDS),
    /** A group's or a community chat's name; null for two people. */
    title: z.string().nullable(),
    /** The community whose members are this chat's members. */
    communityId: z.string().nullable(),
    /** The other person of a direct conversation; null in a group. */
    peer: conversationPeerSchema.nullable(),
    /** Everyone who reads it, the viewer included. */
    members: z.array(conversationMemberSchema),
    /** `request`: the peer wrote first and the viewer has not accepted (or replied) yet. */
    status: z.enum(CONVERSATION_STATUSES),
    unreadCount: z.number().int(),
    lastActivityAt: z.string(),
    lastMessage: messageSchema.nullable(),
    /** When the peer last marked the conversation read: the viewer's "read" marks. */
    peerLastReadAt: z.string().nullable(),
    /** The viewer blocked the peer. */
    blocked: z.boolean(),
  })
  .meta({ id: 'Conversation' })

export type Conversation = z.infer<typeof conversationSchema>

export const conversationsQuerySchema = z.object({
  status: z.enum(CONVERSATION_STATUSES).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
})

export const messagesQuerySchema = z.object({
  conversation: z.uuid(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

export const reportConversationSchema = z
  .object({
    reason: z.enum(REPORT_REASONS),
    note: z.string().trim().max(REPORT_NOTE_MAX_LENGTH).optional(),
  })
  .strict()
