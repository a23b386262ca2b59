import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import {
  type notificationDeliveries,
  pushSubscriptions,
} from '../../db/schema/notificationDelivery.ts'
import { deliveryTextsFor } from '../deliveryTexts/deliveryTexts.ts'
import { type PushOutcome, sendPush } from '../push/sendPush.ts'
import { dropSubscription } from '../push/subscriptions.ts'
import { deliveryPayload } from './deliveryPayload.ts'

type Delivery = typeof notificationDeliveries.$inferSelect

/** Sends one delivery to one subscribed browser; `gone` drops the subscription. */
export async function deliverPush(
  ctx: AppContext,
  delivery: Delivery,
): Promise<PushOutcome | 'nothing to send'> {
  if (!delivery.subscriptionId) throw new Error('a push delivery without a subscription')
  const [subscription] = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, delivery.subscriptionId))
  if (!subscription) return 'nothing to send'
  const t = await deliveryTextsFor(ctx, delivery.userId)
  const payload = await deliveryPayload(ctx, delivery, t)
  if (!payload) return 'nothing to send'
  const outcome = await sendPush(subscription, payload, ctx.vapid, ctx.config.push.allowHosts)
  if (outcome === 'gone') await dropSubscription(ctx, subscription.id)
  return outcome
}
