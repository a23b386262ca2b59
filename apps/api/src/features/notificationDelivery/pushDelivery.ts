import type { InboxNotification } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { users } from '../../db/schema/accounts.ts'
import { pushSubscriptions } from '../../db/schema/notificationDelivery.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { presentNotification } from '../notifications/store.ts'
import { pushPayload } from '../push/pushPayload.ts'
import { type PushOutcome, sendPush } from '../push/sendPush.ts'
import { dropSubscription } from '../push/subscriptions.ts'

/** Sends one notification to one subscribed browser; `gone` drops the subscription. */
export async function deliverPush(
  ctx: AppContext,
  notificationId: string,
  subscriptionId: string,
): Promise<PushOutcome | 'nothing to send'> {
  const [subscription] = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, subscriptionId))
  const notification = await readNotification(ctx, notificationId)
  if (!subscription || !notification) return 'nothing to send'
  const payload = pushPayload(notification, await actorHandle(ctx, notification))
  const outcome = await sendPush(subscription, payload, ctx.vapid, ctx.config.push.allowHosts)
  if (outcome === 'gone') await dropSubscription(ctx, subscriptionId)
  return outcome
}

export async function readNotification(ctx: AppContext, notificationId: string) {
  const [row] = await ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.id, notificationId))
  return row ? presentNotification(row) : null
}

export async function actorHandle(ctx: AppContext, notification: InboxNotification) {
  const data = notification.data as { actorId?: string; actorIds?: string[] }
  const actorId = data.actorId ?? data.actorIds?.[0]
  if (!actorId) return null
  const [user] = await ctx.db
    .select({ handle: users.handle })
    .from(users)
    .where(eq(users.id, actorId))
  return user?.handle ?? null
}
