import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.ts'
import { notificationDeliveries } from '../../db/schema/notificationDelivery.ts'

export const MAX_ATTEMPTS = 5
const RETRY_BASE_MS = 30_000

type Delivery = typeof notificationDeliveries.$inferSelect

export async function finished(ctx: AppContext, delivery: Delivery) {
  await ctx.db.delete(notificationDeliveries).where(eq(notificationDeliveries.id, delivery.id))
}

/** Tries again later (30 s, 1 min, 2 min …), or gives up after MAX_ATTEMPTS. */
export async function failed(
  ctx: AppContext,
  log: FastifyBaseLogger,
  delivery: Delivery,
  err: unknown,
) {
  if (delivery.attempts >= MAX_ATTEMPTS) {
    log.warn({ err, deliveryId: delivery.id, channel: delivery.channel }, 'delivery given up')
    return finished(ctx, delivery)
  }
  log.info({ err, deliveryId: delivery.id, channel: delivery.channel }, 'delivery will retry')
  const wait = RETRY_BASE_MS * 2 ** (delivery.attempts - 1)
  await ctx.db
    .update(notificationDeliveries)
    .set({ dueAt: new Date(ctx.clock.now().getTime() + wait), leaseUntil: null })
    .where(eq(notificationDeliveries.id, delivery.id))
}
