import type { InboxNotification } from '@agora/domain'
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import { notifications } from '../../db/schema/notifications.ts'
import type { NotificationDraft } from './notificationDraft.ts'
import { readSettingsOf } from './settings.ts'

// the latest actors a grouped notification names
const GROUP_ACTORS = 50

type Row = typeof notifications.$inferSelect

/**
 * Writes drafts the recipients have not turned off, dated `at` (when what they tell of
 * happened); a draft with a group key folds into that person's unread row of the same key
 * (the row moves up). Returns what was written.
 */
export async function storeNotifications(
  ctx: AppContext,
  drafts: NotificationDraft[],
  at: Date = ctx.clock.now(),
) {
  if (drafts.length === 0) return []
  const settings = await readSettingsOf(ctx, [...new Set(drafts.map((draft) => draft.userId))])
  const written: Row[] = []
  for (const draft of drafts) {
    // turned off in the inbox
    if (settings.get(draft.userId)?.[draft.kind] === false) continue
    written.push(
      draft.groupKey ? await storeGrouped(ctx, draft, at) : await storeOne(ctx, draft, at),
    )
  }
  return written
}

async function storeOne(ctx: AppContext, draft: NotificationDraft, at: Date) {
  const [row] = await ctx.db
    .insert(notifications)
    .values({ ...draft, createdAt: at })
    .returning()
  if (!row) throw new Error('notification not stored')
  return row
}

async function storeGrouped(ctx: AppContext, draft: NotificationDraft, at: Date): Promise<Row> {
  // a group's first draft: the insert alone, atomic without a transaction
  const [inserted] = await ctx.db
    .insert(notifications)
    .values({ ...draft, createdAt: at })
    .onConflictDoNothing()
    .returning()
  if (inserted) return inserted
  // read since the insert met it: the next insert starts the group again
  return (await foldIntoUnread(ctx, draft, at)) ?? storeGrouped(ctx, draft, at)
}

async function foldIntoUnread(ctx: AppContext, draft: NotificationDraft, at: Date) {
  return ctx.db.transaction(async (tx) => {
    const [unread] = await tx
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, draft.userId),
          eq(notifications.groupKey, draft.groupKey ?? ''),
          isNull(notifications.readAt),
        ),
      )
      .for('update')
    if (!unread) return null
    const [updated] = await tx
      .update(notifications)
      // (never back: a later event's write may have finished first)
      .set({
        data: merged(unread.data, draft),
        createdAt: sql`greatest(${notifications.createdAt}, ${at})`,
      })
      .where(eq(notifications.id, unread.id))
      .returning()
    if (!updated) throw new Error('grouped notification not updated')
    return updated
  })
}

/** A reaction or repost group names its latest actors first and counts each actor once. */
function merged(current: unknown, draft: NotificationDraft) {
  if (draft.kind !== 'reaction' && draft.kind !== 'repost') return draft.data
  const old = current as { actorIds: string[]; count: number }
  const actor = draft.data.actorIds[0] ?? ''
  const known = old.actorIds.includes(actor)
  return {
    ...draft.data,
    actorIds: [actor, ...old.actorIds.filter((id) => id !== actor)].slice(0, GROUP_ACTORS),
    count: known ? old.count : old.count + 1,
  }
}

export function presentNotification(row: Row): InboxNotification {
  return {
    id: row.id,
    kind: row.kind,
    data: row.data,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  } as InboxNotification
}

export async function unreadCount(ctx: AppContext, userId: string) {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row?.n ?? 0
}

/** The person's inbox, latest activity first, on a keyset cursor, with the unread count. */
export async function listNotifications(
  ctx: AppContext,
  userId: string,
  query: { cursor?: string | undefined; limit: number; unread?: 'true' | 'false' | undefined },
) {
  const cursor = decodeCursor(query.cursor)
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        query.unread === 'true' ? isNull(notifications.readAt) : undefined,
        cursor
          ? keysetBefore(notifications.createdAt, notifications.id, cursorTime(cursor), cursor.id)
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1)
  const { page, nextCursor } = toPage(rows, query.limit, (row) => ({
    at: row.createdAt.toISOString(),
    id: row.id,
  }))
  return {
    data: page.map(presentNotification),
    nextCursor,
    unreadCount: await unreadCount(ctx, userId),
  }
}

/** Marks some (the person's own only) or all read; answers the unread count left. */
export async function markNotificationsRead(
  ctx: AppContext,
  userId: string,
  which: { ids?: string[] | undefined; all?: true | undefined },
) {
  await ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        which.ids ? inArray(notifications.id, which.ids) : undefined,
      ),
    )
  return { unreadCount: await unreadCount(ctx, userId) }
}
