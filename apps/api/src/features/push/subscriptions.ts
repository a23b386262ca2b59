import {
  ConflictError,
  MAX_PUSH_SUBSCRIPTIONS,
  NotFoundError,
  type PushSubscriptionInput,
} from '@agora/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { pushSubscriptions } from '../../db/schema/notificationDelivery.ts'
import { users } from '../../db/schema/users.ts'
import { pushTarget } from './pushEndpoint.ts'

/**
 * Keeps a browser's subscription for the person. The same endpoint again refreshes its keys;
 * an endpoint another account registered moves to this one (the browser signed in anew).
 */
export async function saveSubscription(
  ctx: AppContext,
  userId: string,
  input: PushSubscriptionInput,
) {
  await pushTarget(input.endpoint, ctx.config.push.allowHosts)
  return ctx.db.transaction(async (tx) => {
    // one person's subscribes queue here, so two at once cannot both pass the limit
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [count] = await tx
      .select({
        n: sql<number>`count(*) filter (where ${pushSubscriptions.endpoint} <> ${input.endpoint})::int`,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
    if ((count?.n ?? 0) >= MAX_PUSH_SUBSCRIPTIONS)
      throw new ConflictError('PUSH_SUBSCRIPTIONS_FULL')
    const values = {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      createdAt: ctx.clock.now(),
    }
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning()
    if (!row) throw new Error('push subscription not stored')
    return { id: row.id, endpoint: row.endpoint, createdAt: row.createdAt.toISOString() }
  })
}

/** Forgets one of the person's own subscriptions; someone else's is not found. */
export async function removeSubscription(ctx: AppContext, userId: string, endpoint: string) {
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id })
  if (removed.length === 0) throw new NotFoundError('PUSH_SUBSCRIPTION_NOT_FOUND')
}

/** Drops a subscription its push service says is gone (404/410). */
export async function dropSubscription(ctx: AppContext, subscriptionId: string) {
  await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId))
}
