import type { InboxNotification } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.ts'
import { users } from '../../db/schema/accounts.ts'
import {
  type notificationDeliveries,
  notificationEmailsSent,
} from '../../db/schema/notificationDelivery.ts'
import { pushPayload } from '../push/pushPayload.ts'
import { failed, finished } from './deliveryOutcome.ts'
import { actorHandle, readNotification } from './pushDelivery.ts'
import { unsubscribeToken } from './unsubscribeToken.ts'

type Delivery = typeof notificationDeliveries.$inferSelect

/**
 * Sends due e-mails, one per person and kind: a single notification on its own, several as
 * a digest. Each carries a one-click unsubscribe for its kind (RFC 8058).
 */
export async function deliverEmails(ctx: AppContext, log: FastifyBaseLogger, due: Delivery[]) {
  const batches = new Map<string, Delivery[]>()
  for (const delivery of due) {
    const key = `${delivery.userId}:${delivery.kind}`
    batches.set(key, [...(batches.get(key) ?? []), delivery])
  }
  await Promise.all(
    [...batches.values()].map(async (batch) => {
      try {
        await sendBatch(ctx, batch)
        await Promise.all(batch.map((delivery) => finished(ctx, delivery)))
      } catch (err) {
        await Promise.all(batch.map((delivery) => failed(ctx, log, delivery, err)))
      }
    }),
  )
}

async function sendBatch(ctx: AppContext, batch: Delivery[]) {
  const first = batch[0]
  if (!first) return
  const { userId, kind } = first
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  const found = await Promise.all(batch.map((d) => readNotification(ctx, d.notificationId)))
  const notifications = found.filter((n): n is InboxNotification => n !== null)
  if (!user?.email || notifications.length === 0) return
  const lines = await Promise.all(
    notifications.map(async (n) => {
      const payload = pushPayload(n, await actorHandle(ctx, n))
      return { ...payload, url: new URL(payload.path, ctx.config.publicUrl).toString() }
    }),
  )
  const unsubscribe = new URL('/api/notifications/unsubscribe', ctx.config.publicUrl)
  unsubscribe.searchParams.set('token', await unsubscribeToken(ctx.jwtKey, userId, kind))
  const single = lines.length === 1 ? lines[0] : undefined
  await ctx.mail.send({
    to: user.email,
    subject: single ? single.title : `${lines.length} new notifications: ${kind}`,
    text: [
      ...lines.map((line) => `${line.body}\n${line.url}`),
      '',
      `Stop these e-mails (${kind}): ${unsubscribe}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
  const sentAt = ctx.clock.now()
  await ctx.db
    .insert(notificationEmailsSent)
    .values({ userId, kind, sentAt })
    .onConflictDoUpdate({
      target: [notificationEmailsSent.userId, notificationEmailsSent.kind],
      set: { sentAt },
    })
}
