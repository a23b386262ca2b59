import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.ts'
import { withoutHiddenActors } from '../blocks/withoutHiddenActors.ts'
import { NOTIFICATION_SOURCES, notificationsFor } from './notificationsFor.ts'
import { storeNotifications } from './store.ts'

/**
 * Writes the inbox from bus events. Local-only: the instance that raised an event writes
 * its rows once, then announces each as `notification.created` (which `/api/live` turns
 * into `notification.new`).
 */
export function createNotifier(ctx: AppContext, log: FastifyBaseLogger) {
  const writing = new Set<Promise<void>>()
  const unsubscribe = ctx.events.subscribe(
    NOTIFICATION_SOURCES,
    (event) => {
      // dated when heard: events' writes run side by side, and one that reads more would
      // otherwise put an earlier event above a later one in the inbox
      const heardAt = ctx.clock.now()
      const work = notificationsFor(ctx, event)
        .then((drafts) => withoutHiddenActors(ctx, event, drafts))
        .then((drafts) => storeNotifications(ctx, drafts, heardAt))
        .then((rows) => {
          for (const row of rows)
            ctx.events.publish('notification.created', {
              notificationId: row.id,
              userId: row.userId,
              kind: row.kind,
            })
        })
        .catch((err) => log.error({ err, event: event.type }, 'notification not stored'))
        .finally(() => writing.delete(work))
      writing.add(work)
    },
    { localOnly: true },
  )
  return {
    /** Stops hearing events and waits for writes under way. */
    async close() {
      unsubscribe()
      await Promise.allSettled([...writing])
    },
  }
}
