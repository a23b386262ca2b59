import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { notifications } from '../../db/schema/notifications.ts'

type Executor = Pick<AppContext['db'], 'update'>

/**
 * Marks read the unread rows of `userId`'s inbox that only `actorId` caused. Once that person
 * is blocked or muted the inbox leaves those rows out (`withoutHiddenNotifications`), so the
 * unread count must not keep counting them; a group with other actors stays as it is.
 */
export function readNotificationsOnlyFrom(
  db: Executor,
  userId: string,
  actorId: string,
  now: Date,
) {
  return db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        sql`(${notifications.data} ->> 'actorId' = ${actorId} or ${notifications.data} -> 'actorIds' = jsonb_build_array(${actorId}::text))`,
      ),
    )
}
