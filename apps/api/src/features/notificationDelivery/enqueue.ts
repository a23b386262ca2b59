import type { DeliveryChannel, NotificationKind } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { notificationDeliveries, pushSubscriptions } from '../../db/schema/notificationDelivery.ts'
import { users } from '../../db/schema/users.ts'
import type { MessageNotice } from '../messageDelivery/messageAudience.ts'
import { foldIntoWaiting } from '../messageDelivery/pendingMessageDelivery.ts'
import { readSettings } from '../notifications/settings.ts'
import { emailDueAt } from './emailBatching.ts'
import { quietUntil } from './quietHours.ts'

export type CreatedNotification = { notificationId: string; userId: string; kind: NotificationKind }

/** What a delivery tells of: an inbox notification, or a new message. */
export type DeliverySubject = CreatedNotification | (MessageNotice & { kind: 'message' })

/**
 * Schedules the push and e-mail a new notification or message gets by the person's
 * channels: one push per browser they subscribed, one e-mail (folded into a batch), each
 * held past quiet hours. A conversation already waiting to be told of is told once.
 */
export async function enqueueDeliveries(ctx: AppContext, subject: DeliverySubject) {
  const { userId, kind } = subject
  const settings = await readSettings(ctx, userId)
  const channels = settings.channels[kind]
  if (!channels.push && !channels.email) return 0
  const now = ctx.clock.now()
  const due = quietUntil(now, settings.quietHours) ?? now
  const base = {
    userId,
    kind,
    ...(subject.kind === 'message'
      ? { messageId: subject.messageId }
      : { notificationId: subject.notificationId }),
  }
  const waiting = (channel: DeliveryChannel) =>
    subject.kind === 'message' ? foldIntoWaiting(ctx, channel, subject) : Promise.resolve(false)
  const rows: (typeof notificationDeliveries.$inferInsert)[] = []
  if (channels.push && !(await waiting('push'))) {
    const subscriptions = await ctx.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
    for (const { id } of subscriptions)
      rows.push({ ...base, channel: 'push', subscriptionId: id, dueAt: due })
  }
  if (channels.email && (await emailAllowed(ctx, userId)) && !(await waiting('email')))
    rows.push({ ...base, channel: 'email', dueAt: await emailDueAt(ctx, userId, kind, due) })
  if (rows.length > 0) await ctx.db.insert(notificationDeliveries).values(rows)
  return rows.length
}

/** An account with a verified e-mail address that has not turned e-mail notifications off. */
async function emailAllowed(ctx: AppContext, userId: string) {
  const [user] = await ctx.db
    .select({
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      preferences: users.preferences,
    })
    .from(users)
    .where(eq(users.id, userId))
  const preferences = (user?.preferences ?? {}) as { emailNotifications?: boolean }
  return Boolean(user?.email && user.emailVerifiedAt) && preferences.emailNotifications !== false
}
