import { z } from 'zod'
import { authorSchema } from '../social/schemas.ts'
import {
  CONTENT_REPORT_REASONS,
  MODERATION_NOTE_MAX_LENGTH,
  REPORT_NOTE_MAX_LENGTH,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from './rules.ts'

export const createReportSchema = z
  .object({
    targetKind: z.enum(REPORT_TARGETS),
    targetId: z.uuid(),
    reason: z.enum(CONTENT_REPORT_REASONS),
    note: z.string().trim().max(REPORT_NOTE_MAX_LENGTH).default(''),
    /** For a person: the community they misbehaved in (its moderators see the report). */
    communityId: z.uuid().optional(),
  })
  .strict()

export const reportSchema = z
  .object({
    id: z.string(),
    reporter: authorSchema,
    targetKind: z.enum(REPORT_TARGETS),
    targetId: z.string(),
    communityId: z.string().nullable(),
    reason: z.enum(CONTENT_REPORT_REASONS),
    note: z.string(),
    status: z.enum(REPORT_STATUSES),
    action: z.string().nullable(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'Report' })
export type Report = z.infer<typeof reportSchema>

export const reportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

const reportRef = {
  reportId: z.uuid().optional(),
  note: z.string().trim().max(MODERATION_NOTE_MAX_LENGTH).default(''),
}
const content = z.enum(['post', 'comment', 'listing'])

/** What a moderator does; each lands in the audit log and may close a report. */
export const moderationActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('hide'), targetKind: content, targetId: z.uuid(), ...reportRef }),
  z.object({ action: z.literal('restore'), targetKind: content, targetId: z.uuid(), ...reportRef }),
  z.object({
    action: z.literal('remove'),
    communityId: z.uuid(),
    userId: z.uuid(),
    ...reportRef,
  }),
  z.object({
    action: z.literal('ban'),
    communityId: z.uuid(),
    userId: z.uuid(),
    until: z.iso.datetime({ offset: true }),
    ...reportRef,
  }),
  z.object({
    action: z.literal('unban'),
    communityId: z.uuid(),
    userId: z.uuid(),
    ...reportRef,
  }),
  z.object({ action: z.literal('suspend'), userId: z.uuid(), ...reportRef }),
  /** Closes a target's reports with nothing else done. */
  z.object({ action: z.literal('dismiss'), reportId: z.uuid(), note: reportRef.note }),
])
export type ModerationActionInput = z.infer<typeof moderationActionSchema>
