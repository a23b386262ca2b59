/** What can be reported, and why. */
export const REPORT_TARGETS = ['post', 'comment', 'listing', 'person'] as const
export type ReportTarget = (typeof REPORT_TARGETS)[number]

export const CONTENT_REPORT_REASONS = ['spam', 'harassment', 'scam', 'illegal', 'other'] as const
export type ContentReportReason = (typeof CONTENT_REPORT_REASONS)[number]

/** What a reporter may add in their own words, on a post, comment, listing, person or conversation. */
export const REPORT_NOTE_MAX_LENGTH = 1000

/** What a moderator notes on the action they take on a report. */
export const MODERATION_NOTE_MAX_LENGTH = 1000

export const REPORT_STATUSES = ['open', 'resolved'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

/** What a hidden post, comment or listing shows in place of its content. */
export const REMOVED_BY_MODERATORS = 'Removed by moderators'

export const MODERATION_ACTIONS = [
  'hide',
  'restore',
  'remove',
  'ban',
  'unban',
  'suspend',
  'dismiss',
] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]
