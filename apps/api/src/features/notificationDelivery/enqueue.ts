import type { NotificationKind } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { users } from '../../db/schema/accounts.ts'
import { notificationDeliveries, pushSubscriptions } from '../../db/schema/notificationDelivery.ts'
import { readSettings } from '../notifications/settings.ts'
import { emailDueAt } from './emailBatching.ts'
import { quietUntil } from './quietHours.ts'

export type CreatedNotification = { notificationId: string; userId: string; kind: NotificationKind }

/**
 * Schedules the push and e-mail a new notification gets by the person's channels: one push
 * per browser they subscribed, one e-mail (folded into a batch), each held past quiet hours.
 */
export async function enqueueDeliveries(ctx: AppContext, created: CreatedNotification) {
  const { notificationId, userId, kind } = created
  const settings = await readSettings(ctx, userId)
  const channels = settings.channels[kind]
  if (!channels.push && !channels.email) return 0
  const now = ctx.clock.now()
  const due = quietUntil(now, settings.quietHours) ?? now
  const base = { notificationId, userId, kind }
  const rows: (typeof notificationDeliveries.$inferInsert)[] = []
  if (channels.push) {
    const subscriptions = await ctx.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
    for (const { id } of subscriptions)
      rows.push({ ...base, channel: 'push', subscriptionId: id, dueAt: due })
  }
  if (channels.email && (await emailAllowed(ctx, userId)))
    rows.push({ ...base, channel: 'email', dueAt: await emailDueAt(ctx, userId, kind, due) })
  if (rows.length > 0) await ctx.db.insert(notificationDeliveries).values(rows)
  return rows.length
}

/** An account with an e-mail address that has not turned e-mail notifications off. */
async function emailAllowed(ctx: AppContext, userId: string) {
  const [user] = await ctx.db
    .select({ email: users.email, privacy: users.privacySettings })
    .from(users)
    .where(eq(users.id, userId))
  const privacy = (user?.privacy ?? {}) as { emailNotifications?: boolean }
  return Boolean(user?.email) && privacy.emailNotifications !== false
}
