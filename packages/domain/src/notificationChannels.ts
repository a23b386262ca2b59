import { z } from 'zod'
import { NOTIFICATION_KINDS, notificationPreferencesSchema } from './notifications.ts'

/** Where a notification reaches a person besides the inbox, which always holds it. */
export const DELIVERY_CHANNELS = ['push', 'email'] as const
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number]

/**
 * What may reach a person away from the tab: every inbox kind, and new messages (which the
 * Messages page shows rather than the inbox, so they have no in-app switch).
 */
export const DELIVERY_KINDS = [...NOTIFICATION_KINDS, 'message'] as const
export type DeliveryKind = (typeof DELIVERY_KINDS)[number]

export const kindChannelsSchema = z.object({ push: z.boolean(), email: z.boolean() })
export type KindChannels = z.infer<typeof kindChannelsSchema>

/** What reaches a person away from the tab unless they choose otherwise. */
const PUSH_BY_DEFAULT: ReadonlySet<DeliveryKind> = new Set(['order', 'offer', 'kyc', 'message'])
const EMAIL_BY_DEFAULT: ReadonlySet<DeliveryKind> = new Set(['proposalClosing'])

export function defaultChannels(kind: DeliveryKind): KindChannels {
  return { push: PUSH_BY_DEFAULT.has(kind), email: EMAIL_BY_DEFAULT.has(kind) }
}

export const notificationChannelsSchema = z.object(
  Object.fromEntries(DELIVERY_KINDS.map((kind) => [kind, kindChannelsSchema])) as Record<
    DeliveryKind,
    typeof kindChannelsSchema
  >,
)
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'CLOCK_TIME_FORMAT')

/** A daily range in the person's time zone when push and e-mail wait; may cross midnight. */
export const quietHoursSchema = z
  .object({
    start: clockTime,
    end: clockTime,
    timeZone: z.string().max(64).refine(isTimeZone, 'TIME_ZONE_INVALID'),
  })
  .refine((range) => range.start !== range.end, 'QUIET_HOURS_SAME_TIMES')
export type QuietHours = z.infer<typeof quietHoursSchema>

function isTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/**
 * `GET/PUT /api/notifications/preferences`: the in-app switch per kind (the shape older
 * clients know), then the channels per kind and the quiet hours.
 */
export const notificationSettingsSchema = notificationPreferencesSchema.extend({
  channels: notificationChannelsSchema,
  quietHours: quietHoursSchema.nullable(),
})
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>

const kindChannelChange = kindChannelsSchema.partial().strict()

export const updateNotificationSettingsSchema = notificationPreferencesSchema
  .partial()
  .extend({
    channels: z
      .object(
        Object.fromEntries(
          DELIVERY_KINDS.map((kind) => [kind, kindChannelChange.optional()]),
        ) as Record<DeliveryKind, z.ZodOptional<typeof kindChannelChange>>,
      )
      .strict()
      .optional(),
    quietHours: quietHoursSchema.nullable().optional(),
  })
  .strict()
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>

export const MAX_PUSH_SUBSCRIPTIONS = 10

const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, 'BASE64URL_FORMAT')

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'HTTPS_URL_REQUIRED' }).max(2000),
  keys: z.object({
    // an uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url
    p256dh: base64url.min(86).max(88),
    auth: base64url.min(22).max(24),
  }),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>

export const pushSubscriptionEndpointSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'HTTPS_URL_REQUIRED' }).max(2000),
})

const pushText = {
  title: z.string(),
  body: z.string(),
  /** The app path a click opens. */
  path: z.string(),
}

/**
 * What a push carries: ids to open the right page and a short text in the person's language,
 * never content (a message's words stay sealed: "New message from @alice").
 */
export const pushPayloadSchema = z.union([
  z.object({ notificationId: z.string(), kind: z.enum(NOTIFICATION_KINDS), ...pushText }),
  z.object({
    kind: z.literal('message'),
    conversationId: z.string(),
    messageId: z.string(),
    ...pushText,
  }),
])
export type PushPayload = z.infer<typeof pushPayloadSchema>
