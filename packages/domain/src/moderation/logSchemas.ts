import { z } from 'zod'
import { authorSchema } from '../social/schemas.ts'
import { CONTENT_REPORT_REASONS, REPORT_TARGETS } from './rules.ts'

/** What a community's public moderation log lists. */
export const MODERATION_LOG_ACTIONS = [
  'hide',
  'restore',
  'remove',
  'ban',
  'unban',
  'pin',
  'unpin',
  'role',
  'resolve',
] as const
export type ModerationLogAction = (typeof MODERATION_LOG_ACTIONS)[number]

export const MODERATION_LOG_TARGETS = ['post', 'comment', 'person'] as const

/** How much of a post or comment a log line quotes. */
export const MODERATION_LOG_LABEL_LENGTH = 80

export const moderationLogEntrySchema = z
  .object({
    id: z.string(),
    /** null once the moderator's account is gone */
    actor: authorSchema.nullable(),
    action: z.enum(MODERATION_LOG_ACTIONS),
    target: z.object({
      kind: z.enum(MODERATION_LOG_TARGETS),
      id: z.string(),
      /** a person's name or the start of a text; null when gone or hidden from this reader */
      label: z.string().nullable(),
    }),
    reason: z.string(),
    until: z.string().nullable(),
    role: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ModerationLogEntry' })
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>

export const moderationLogQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
})

/** One reported target in a queue, with everyone who reported it. */
export const reportedTargetSchema = z
  .object({
    targetKind: z.enum(REPORT_TARGETS),
    targetId: z.string(),
    communityId: z.string().nullable(),
    reporterCount: z.number().int(),
    /** in the order they were first given */
    reasons: z.array(z.object({ reason: z.enum(CONTENT_REPORT_REASONS), count: z.number().int() })),
    /** the newest report, for closing the target with an action */
    latestReportId: z.string(),
    firstReportedAt: z.string(),
    lastReportedAt: z.string(),
  })
  .meta({ id: 'ReportedTarget' })
export type ReportedTarget = z.infer<typeof reportedTargetSchema>

/** Why and until when a person is kept out of a community. */
export const communityBanSchema = z
  .object({ reason: z.string(), until: z.string() })
  .meta({ id: 'CommunityBan' })
export type CommunityBan = z.infer<typeof communityBanSchema>
