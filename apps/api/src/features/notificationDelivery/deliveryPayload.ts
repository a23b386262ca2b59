import type { InboxNotification, PushPayload } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import type { notificationDeliveries } from '../../db/schema/notificationDelivery.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { users } from '../../db/schema/users.ts'
import type { DeliveryTexts } from '../deliveryTexts/deliveryTexts.ts'
import { messagePushPayload } from '../messageDelivery/messagePushPayload.ts'
import { presentNotification } from '../notifications/store.ts'
import { pushPayload } from '../push/pushPayload.ts'

type Delivery = typeof notificationDeliveries.$inferSelect

/** What a delivery says (push and e-mail alike), or null when its subject is gone. */
export async function deliveryPayload(
  ctx: AppContext,
  delivery: Delivery,
  t: DeliveryTexts,
): Promise<PushPayload | null> {
  if (delivery.messageId) return messagePushPayload(ctx, delivery.messageId, delivery.userId, t)
  if (!delivery.notificationId) return null
  const notification = await readNotification(ctx, delivery.notificationId)
  if (!notification) return null
  return pushPayload(notification, await actorHandle(ctx, notification), t)
}

async function readNotification(ctx: AppContext, notificationId: string) {
  const [row] = await ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.id, notificationId))
  return row ? presentNotification(row) : null
}

async function actorHandle(ctx: AppContext, notification: InboxNotification) {
  const data = notification.data as { actorId?: string; actorIds?: string[] }
  const actorId = data.actorId ?? data.actorIds?.[0]
  if (!actorId) return null
  const [user] = await ctx.db
    .select({ handle: users.handle })
    .from(users)
    .where(eq(users.id, actorId))
  return user?.handle ?? null
}
