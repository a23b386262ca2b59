import {
  DELIVERY_KINDS,
  defaultChannels,
  NOTIFICATION_KINDS,
  type NotificationChannels,
  type NotificationSettings,
  type QuietHours,
  type UpdateNotificationSettings,
} from '@agora/domain'
import { eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { notificationPreferences } from '../../db/schema/notifications.ts'

type Row = typeof notificationPreferences.$inferSelect

/** Where `viewerReads` keeps a person's notification settings. */
export const NOTIFICATION_SETTINGS_KEY = 'notificationSettings'

/**
 * A person's notification settings: what they chose, and the defaults for the rest. Kept with
 * their own reads until they change them (`notificationSettings.changed`): every notification
 * for them asks, when it is written and again when it is delivered.
 */
export function readSettings(ctx: AppContext, userId: string): Promise<NotificationSettings> {
  return ctx.viewerReads.read(userId, NOTIFICATION_SETTINGS_KEY, async () => {
    const [row] = await ctx.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
    return settingsOf(row)
  })
}

/**
 * The settings of everyone in `userIds`. One person's are their kept ones (`readSettings`); many
 * (a community's members told of a vote) are read at once and not kept, for keeping thousands
 * would push every reader's kept reads out.
 */
export async function readSettingsOf(
  ctx: AppContext,
  userIds: string[],
): Promise<ReadonlyMap<string, NotificationSettings>> {
  const [only] = userIds
  if (userIds.length === 1 && only) return new Map([[only, await readSettings(ctx, only)]])
  const rows = userIds.length
    ? await ctx.db
        .select()
        .from(notificationPreferences)
        .where(inArray(notificationPreferences.userId, userIds))
    : []
  const byUser = new Map(rows.map((row) => [row.userId, row]))
  return new Map(userIds.map((userId) => [userId, settingsOf(byUser.get(userId))]))
}

function settingsOf(row: Row | undefined): NotificationSettings {
  const inApp = (row?.inApp ?? {}) as Partial<Record<string, boolean>>
  const channels = (row?.channels ?? {}) as Partial<NotificationChannels>
  return {
    ...Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, inApp[kind] ?? true])),
    channels: Object.fromEntries(
      DELIVERY_KINDS.map((kind) => [kind, { ...defaultChannels(kind), ...channels[kind] }]),
    ),
    quietHours: (row?.quietHours as QuietHours | null) ?? null,
  } as NotificationSettings
}

/** Applies a partial change (an old client sends only in-app switches) and answers the whole. */
export async function updateSettings(
  ctx: AppContext,
  userId: string,
  change: UpdateNotificationSettings,
) {
  const { channels: channelChange, quietHours, ...inAppChange } = change
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .for('update')
    const current = settingsOf(row)
    const inApp = {
      ...Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, current[kind]])),
      ...inAppChange,
    }
    const channels = Object.fromEntries(
      DELIVERY_KINDS.map((kind) => [kind, { ...current.channels[kind], ...channelChange?.[kind] }]),
    )
    const set = {
      inApp,
      channels,
      quietHours: quietHours === undefined ? current.quietHours : quietHours,
      updatedAt: ctx.clock.now(),
    }
    await tx
      .insert(notificationPreferences)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set })
    return settingsOf({ userId, ...set })
  })
  ctx.events.publish('notificationSettings.changed', { userId })
  return updated
}
