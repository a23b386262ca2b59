import type { NotificationData, NotificationKind } from '@agora/domain'

/** One inbox row for one person, before preferences and grouping. */
export type NotificationDraft = {
  [K in NotificationKind]: {
    userId: string
    kind: K
    data: NotificationData[K]
    /** Unread drafts with the same key fold into one row. */
    groupKey?: string
  }
}[NotificationKind]
