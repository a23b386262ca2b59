import { z } from 'zod'
import { PROPOSAL_OUTCOMES } from './governance/rules.ts'
import { ORDER_STATUSES } from './marketplace/rules.ts'
import { OFFER_STATUSES } from './offers/rules.ts'
import { COMMUNITY_ROLES } from './social/rules.ts'

/** Every kind of notification the inbox holds; each can be turned off in-app. */
export const NOTIFICATION_KINDS = [
  'reply',
  'mention',
  'reaction',
  'repost',
  'quote',
  'follower',
  'membership',
  'order',
  'review',
  'kyc',
  'proposal',
  'proposalClosing',
  'messageRequest',
  'proposalOutcome',
  'offer',
  'savedSearch',
] as const

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** What each kind carries: ids the client reads to show it, never copied content. */
export const notificationDataSchemas = {
  /** Someone commented on the person's post. */
  reply: z.object({ postId: z.string(), commentId: z.string(), actorId: z.string() }),
  /** Someone wrote the person's @handle in a post or a comment. */
  mention: z.object({
    postId: z.string(),
    commentId: z.string().nullable(),
    actorId: z.string(),
  }),
  /** Reactions to one post, grouped while unread: the latest actors first. */
  reaction: z.object({ postId: z.string(), actorIds: z.array(z.string()), count: z.number() }),
  /** Reposts of one post, grouped while unread like reactions. */
  repost: z.object({ postId: z.string(), actorIds: z.array(z.string()), count: z.number() }),
  /** Someone quoted the person's post: `postId` is the quoting post. */
  quote: z.object({ postId: z.string(), quotedPostId: z.string(), actorId: z.string() }),
  follower: z.object({ actorId: z.string() }),
  /** Someone else changed the person's role in a community. */
  membership: z.object({ communityId: z.string(), role: z.enum(COMMUNITY_ROLES).nullable() }),
  order: z.object({
    orderId: z.string(),
    status: z.enum(ORDER_STATUSES),
    role: z.enum(['buyer', 'seller']),
  }),
  /** The buyer of one of the person's orders reviewed it. */
  review: z.object({ orderId: z.string(), actorId: z.string() }),
  kyc: z.object({ status: z.enum(['verified', 'rejected']) }),
  /** A proposal opened in one of the person's communities. */
  proposal: z.object({ proposalId: z.string(), communityId: z.string() }),
  /** A proposal the person has not voted on (nor their delegate) closes within a day. */
  proposalClosing: z.object({ proposalId: z.string(), communityId: z.string() }),
  /**
   * Someone wrote the person a first message before they set up messages: it waits, sealed in
   * the writer's browser, and is sent once they do. Nothing of it is here.
   */
  messageRequest: z.object({ actorId: z.string() }),
  /** A proposal in one of the person's communities closed with this outcome. */
  proposalOutcome: z.object({
    proposalId: z.string(),
    communityId: z.string(),
    outcome: z.enum(PROPOSAL_OUTCOMES),
  }),
  /** An offer on one of the person's listings, or theirs on someone's, was made or answered. */
  offer: z.object({
    offerId: z.string(),
    status: z.enum(OFFER_STATUSES),
    role: z.enum(['buyer', 'seller']),
  }),
  /** A new listing matches one of the person's saved searches. */
  savedSearch: z.object({ savedSearchId: z.string(), listingId: z.string() }),
} satisfies Record<NotificationKind, z.ZodType>

export type NotificationData = {
  [K in NotificationKind]: z.infer<(typeof notificationDataSchemas)[K]>
}

const notificationVariant = <K extends NotificationKind>(kind: K) =>
  z.object({
    id: z.string(),
    kind: z.literal(kind),
    data: notificationDataSchemas[kind],
    readAt: z.string().nullable(),
    /** The latest activity: a grouped notification moves up when it grows. */
    createdAt: z.string(),
  })

export const inboxNotificationSchema = z
  .discriminatedUnion(
    'kind',
    NOTIFICATION_KINDS.map(notificationVariant) as unknown as [
      ReturnType<typeof notificationVariant<'reply'>>,
      ...ReturnType<typeof notificationVariant<NotificationKind>>[],
    ],
  )
  .meta({ id: 'InboxNotification' })

export type InboxNotification = {
  [K in NotificationKind]: {
    id: string
    kind: K
    data: NotificationData[K]
    readAt: string | null
    createdAt: string
  }
}[NotificationKind]

export const notificationsQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  unread: z.enum(['true', 'false']).optional(),
})

export const notificationsPageSchema = z.object({
  success: z.literal(true),
  data: z.array(inboxNotificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
})

export const markNotificationsReadSchema = z
  .object({ ids: z.array(z.uuid()).min(1).max(100).optional(), all: z.literal(true).optional() })
  .strict()
  .refine((body) => (body.ids ? 1 : 0) + (body.all ? 1 : 0) === 1, 'NOTIFICATIONS_READ_TARGET')

/** In-app on/off per kind; a kind not set is on. */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    NotificationKind,
    z.ZodBoolean
  >,
)

export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>

export const updateNotificationPreferencesSchema = notificationPreferencesSchema.partial().strict()
