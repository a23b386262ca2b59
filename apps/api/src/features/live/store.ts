import { and, desc, eq, gt, lt, max, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { liveEvents } from '../../db/schema/live.ts'
import type { UserLiveEvent } from './liveEventsFor.ts'

export type StoredLiveEvent = { id: number; type: string; data: unknown }

/**
 * Stores live events and returns their ids. On PostgreSQL each recipient is locked for the
 * transaction (in a fixed order, so two writers never deadlock): one person's ids then commit
 * in the order they were drawn, and a reader that has seen id n can never later find a smaller
 * one appear. Without that, a global sequence is monotonic but its commits are not. PGlite
 * runs one statement at a time, so there the insert alone draws and commits its ids before
 * any other can: a quarter of the statements.
 */
export async function storeLiveEvents(ctx: AppContext, events: UserLiveEvent[]) {
  if (events.length === 0) return []
  const insert = (db: Pick<AppContext['db'], 'insert'>) =>
    db
      .insert(liveEvents)
      .values(events.map(({ userId, type, data }) => ({ userId, type, data })))
      .returning({ id: liveEvents.id, userId: liveEvents.userId })
  if (ctx.database.engine === 'pglite') return insert(ctx.db)
  const userIds = [...new Set(events.map((event) => event.userId))].sort()
  return ctx.db.transaction(async (tx) => {
    for (const userId of userIds) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 7103))`)
    }
    return insert(tx)
  })
}

/** A person's stored events after `afterId`, oldest first. */
export function readLiveEvents(
  ctx: AppContext,
  userId: string,
  afterId: number,
  limit: number,
): Promise<StoredLiveEvent[]> {
  return ctx.db
    .select({ id: liveEvents.id, type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
    .orderBy(liveEvents.id)
    .limit(limit)
}

export type ReplayBounds = { limit: number; retentionMs: number }

/**
 * Where a socket starts: after the client's `lastEventId`, but no further back than the
 * newest `limit` events of the retention window. Without `lastEventId`, at the newest event
 * (live events only). `complete` is false when the replay cannot vouch for everything
 * after `lastEventId`.
 */
export async function replayStart(
  ctx: AppContext,
  userId: string,
  lastEventId: number | undefined,
  { limit, retentionMs }: ReplayBounds,
) {
  if (lastEventId === undefined) {
    const [row] = await ctx.db
      .select({ newest: max(liveEvents.id) })
      .from(liveEvents)
      .where(eq(liveEvents.userId, userId))
    const newest = row?.newest ?? 0
    return { afterId: newest, newestId: newest, replayed: 0, complete: true }
  }
  const since = new Date(ctx.clock.now().getTime() - retentionMs)
  const kept = and(eq(liveEvents.userId, userId), gt(liveEvents.createdAt, since))
  const newer = await ctx.db
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(and(kept, gt(liveEvents.id, lastEventId)))
    .orderBy(desc(liveEvents.id))
    .limit(limit + 1)
  const capped = newer.length > limit
  // the client's own last event still kept means nothing between it and now was pruned
  const [own] =
    lastEventId === 0
      ? [{ id: 0 }]
      : await ctx.db
          .select({ id: liveEvents.id })
          .from(liveEvents)
          .where(and(kept, eq(liveEvents.id, lastEventId)))
  const afterId = capped ? (newer[limit]?.id ?? lastEventId) : lastEventId
  return {
    afterId,
    newestId: newer[0]?.id ?? lastEventId,
    replayed: Math.min(newer.length, limit),
    complete: !capped && own !== undefined,
  }
}

/** Drops events older than the retention window: a replay never reaches past it anyway. */
export async function pruneLiveEvents(ctx: AppContext, retentionMs: number) {
  const before = new Date(ctx.clock.now().getTime() - retentionMs)
  await ctx.db.delete(liveEvents).where(lt(liveEvents.createdAt, before))
}
