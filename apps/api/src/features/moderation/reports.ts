import type { Audience, createReportSchema, Report } from '@agora/domain'
import { and, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import { reports } from '../../db/schema/moderation.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'
import { type AuthorRow, authorColumns, toAuthor } from '../../presenters/author.ts'
import { findCommunity } from '../communities/membership.ts'
import { assertMayModerate, findTarget, type Target } from './targets.ts'

type ReportRow = typeof reports.$inferSelect

export function toReport(row: ReportRow, reporter: AuthorRow, audience: Audience): Report {
  return {
    id: row.id,
    reporter: toAuthor(reporter, audience),
    targetKind: row.targetKind,
    targetId: row.targetId,
    communityId: row.communityId,
    reason: row.reason,
    note: row.note,
    status: row.status,
    action: row.action,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  }
}

/**
 * A report lands in the queue of the community its post or comment belongs to (a person's,
 * in the community named with it), and always in the admins' global queue.
 */
export async function createReport(
  ctx: AppContext,
  viewer: Viewer,
  input: z.infer<typeof createReportSchema>,
) {
  const target = await findTarget(ctx, input.targetKind, input.targetId)
  const communityId =
    target.kind === 'person' && input.communityId
      ? (await findCommunity(ctx, input.communityId)).id
      : target.communityId
  // the unique index settles two at once: the loser waits for the winner, then reads its row
  const [inserted] = await ctx.db
    .insert(reports)
    .values({
      reporterId: viewer.userId,
      targetKind: target.kind,
      targetId: target.id,
      communityId,
      reason: input.reason,
      note: input.note ?? '',
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing({ target: [reports.reporterId, reports.targetKind, reports.targetId] })
    .returning()
  const row = inserted ?? (await existingReport(ctx, viewer.userId, target, input.note ?? ''))
  const [reporter] = await ctx.db
    .select(authorColumns)
    .from(users)
    .where(eq(users.id, viewer.userId))
  if (!reporter) throw new Error('reporter vanished')
  return { report: toReport(row, reporter, viewer), created: inserted !== undefined }
}

/** Reporting again keeps the first report; a new note replaces the old one. */
async function existingReport(ctx: AppContext, reporterId: string, target: Target, note: string) {
  const same = and(
    eq(reports.reporterId, reporterId),
    eq(reports.targetKind, target.kind),
    eq(reports.targetId, target.id),
  )
  const [row] = note
    ? await ctx.db.update(reports).set({ note }).where(same).returning()
    : await ctx.db.select().from(reports).where(same)
  if (!row) throw new Error('the conflicting report vanished')
  return row
}

type Query = { status: 'open' | 'resolved'; cursor?: string | undefined; limit: number }

/** A community's queue (its moderators), or with `communityId` null the global one (admins). */
export async function listReports(
  ctx: AppContext,
  viewer: Viewer,
  communityIdOrSlug: string | null,
  query: Query,
) {
  let communityId: string | null = null
  if (communityIdOrSlug !== null) {
    communityId = (await findCommunity(ctx, communityIdOrSlug)).id
    await assertMayModerate(ctx, viewer, communityId)
  }
  const cursor = decodeCursor(query.cursor)
  const rows = await ctx.db
    .select({ report: reports, reporter: authorColumns })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(
      and(
        communityId ? eq(reports.communityId, communityId) : undefined,
        eq(reports.status, query.status),
        cursor
          ? keysetBefore(reports.createdAt, reports.id, cursorTime(cursor), cursor.id)
          : undefined,
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(query.limit + 1)
  const { page, nextCursor } = toPage(rows, query.limit, ({ report }) => ({
    at: report.createdAt.toISOString(),
    id: report.id,
  }))
  return {
    data: page.map(({ report, reporter }) => toReport(report, reporter, viewer)),
    nextCursor,
  }
}
