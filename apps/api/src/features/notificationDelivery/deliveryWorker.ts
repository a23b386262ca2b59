import { and, asc, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.ts'
import { notificationDeliveries } from '../../db/schema/notificationDelivery.ts'
import { MESSAGE_SOURCES, messageAudience } from '../messageDelivery/messageAudience.ts'
import { failed, finished } from './deliveryOutcome.ts'
import { deliverEmails } from './emailDelivery.ts'
import { enqueueDeliveries } from './enqueue.ts'
import { deliverPush } from './pushDelivery.ts'

/** How often due deliveries are looked for when nothing new woke the worker. */
const POLL_MS = 5_000
/** A leased delivery another instance has not finished by then is tried again. */
const LEASE_MS = 60_000
const BATCH = 20

type Delivery = typeof notificationDeliveries.$inferSelect

/**
 * Sends push and e-mail in the background: a new notification or message (heard on this
 * instance only, so it is scheduled once) becomes rows in `notification_deliveries`; due rows are leased
 * (`skip locked`, so instances share them without sending one twice), sent, and retried with
 * backoff when a push service or the mail server fails. The request that caused a
 * notification never waits for any of it.
 */
export function createDeliveryWorker(ctx: AppContext, log: FastifyBaseLogger) {
  const running = new Set<Promise<unknown>>()
  let draining: Promise<void> | null = null
  // asked for while a drain runs: its last lease may have come before the new rows
  let askedAgain = false
  let closed = false
  const track = (work: Promise<unknown>) => {
    running.add(work)
    void work.finally(() => running.delete(work))
  }
  const drain = (): Promise<void> => {
    if (closed) return Promise.resolve()
    if (draining) {
      askedAgain = true
      return draining
    }
    draining = (async () => {
      try {
        do {
          askedAgain = false
          while (!closed && (await sendDue(ctx, log)) > 0) {}
        } while (askedAgain && !closed)
      } catch (err) {
        log.error({ err }, 'notification deliveries failed')
      } finally {
        draining = null
      }
    })()
    track(draining)
    return draining
  }
  const scheduled = (work: Promise<number>) =>
    track(
      work
        .then((count) => (count > 0 ? drain() : undefined))
        .catch((err) => log.error({ err }, 'notification deliveries not scheduled')),
    )
  const unsubscribeNotifications = ctx.events.subscribe(
    'notification.created',
    ({ data }) => scheduled(enqueueDeliveries(ctx, data)),
    { localOnly: true },
  )
  // a message has no inbox row: its writer's instance tells the readers once
  const unsubscribeMessages = ctx.events.subscribe(
    MESSAGE_SOURCES,
    (event) =>
      scheduled(
        messageAudience(ctx, event).then(async (notices) => {
          let count = 0
          for (const notice of notices)
            count += await enqueueDeliveries(ctx, { ...notice, kind: 'message' })
          return count
        }),
      ),
    { localOnly: true },
  )
  const timer = setInterval(() => void drain(), POLL_MS)
  timer.unref()
  return {
    /** Sends what is due now (tests call it after moving the clock). */
    drain,
    async close() {
      closed = true
      unsubscribeNotifications()
      unsubscribeMessages()
      clearInterval(timer)
      await Promise.allSettled([...running])
    },
  }
}

/** Leases and sends one batch of due deliveries; answers how many it took. */
async function sendDue(ctx: AppContext, log: FastifyBaseLogger) {
  const leased = await lease(ctx)
  const emails = leased.filter((delivery) => delivery.channel === 'email')
  await Promise.all([
    ...leased
      .filter((delivery) => delivery.channel === 'push')
      .map((delivery) => sendOnePush(ctx, log, delivery)),
    deliverEmails(ctx, log, emails),
  ])
  return leased.length
}

async function lease(ctx: AppContext) {
  const now = ctx.clock.now()
  const due = ctx.db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(
      and(
        lte(notificationDeliveries.dueAt, now),
        or(isNull(notificationDeliveries.leaseUntil), lt(notificationDeliveries.leaseUntil, now)),
      ),
    )
    .orderBy(asc(notificationDeliveries.dueAt))
    .limit(BATCH)
    .for('update', { skipLocked: true })
  return ctx.db
    .update(notificationDeliveries)
    .set({
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      attempts: sql`${notificationDeliveries.attempts} + 1`,
    })
    .where(inArray(notificationDeliveries.id, due))
    .returning()
}

async function sendOnePush(ctx: AppContext, log: FastifyBaseLogger, delivery: Delivery) {
  try {
    await deliverPush(ctx, delivery)
    await finished(ctx, delivery)
  } catch (err) {
    await failed(ctx, log, delivery, err)
  }
}
