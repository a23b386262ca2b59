import type { PushPayload } from '@agora/domain'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.ts'
import {
  type notificationDeliveries,
  notificationEmailsSent,
} from '../../db/schema/notificationDelivery.ts'
import { users } from '../../db/schema/users.ts'
import { kindLabelId } from '../deliveryTexts/deliveryMessages.ts'
import { deliveryTextsFor } from '../deliveryTexts/deliveryTexts.ts'
import { failed, finished } from './deliveryOutcome.ts'
import { deliveryPayload } from './deliveryPayload.ts'
import { unsubscribeToken } from './unsubscribeToken.ts'

type Delivery = typeof notificationDeliveries.$inferSelect

/**
 * Sends due e-mails, one per person and kind: a single notification on its own, several as
 * a digest, in the person's language. Each carries a one-click unsubscribe for its kind
 * (RFC 8058).
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
  // the address may have changed (and be unverified) since the e-mail was scheduled
  const [user] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)))
  const t = await deliveryTextsFor(ctx, userId)
  const found = await Promise.all(batch.map((delivery) => deliveryPayload(ctx, delivery, t)))
  const payloads = found.filter((payload): payload is PushPayload => payload !== null)
  if (!user?.email || payloads.length === 0) return
  const lines = payloads.map((payload) => ({
    ...payload,
    url: new URL(payload.path, ctx.config.publicUrl).toString(),
  }))
  const unsubscribe = new URL('/api/notifications/unsubscribe', ctx.config.publicUrl)
  unsubscribe.searchParams.set('token', await unsubscribeToken(ctx.jwtKey, userId, kind))
  const single = lines.length === 1 ? lines[0] : undefined
  const kindLabel = t(kindLabelId(kind))
  await ctx.mail.send({
    to: user.email,
    subject: single
      ? single.title
      : t('email.digestSubject', { count: lines.length, kind: kindLabel }),
    text: [
      ...lines.map((line) => `${line.body}\n${line.url}`),
      '',
      t('email.unsubscribe', { kind: kindLabel, link: unsubscribe.toString() }),
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
