import type { ContentReportReason, ReportedTarget, ReportStatus } from '@agora/domain'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, toPage } from '../../db/cursor.ts'
import { reports } from '../../db/schema/moderation.ts'
import type { Viewer } from '../../http/viewer.ts'
import { findCommunity } from '../communities/membership.ts'
import { assertMayModerate } from './targets.ts'

type Query = { status: ReportStatus; cursor?: string | undefined; limit: number }

const lastReportedAt = sql<Date>`max(${reports.createdAt})`.mapWith(reports.createdAt)

/**
 * A queue of reported targets, most recently reported first: each target once, with how
 * many people reported it and why. A community's (its moderators), or with `communityId`
 * null every target (admins).
 */
export async function listReportedTargets(
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
    .select({
      targetKind: reports.targetKind,
      targetId: reports.targetId,
      communityId: reports.communityId,
      reporterCount: sql<number>`count(distinct ${reports.reporterId})`.mapWith(Number),
      reasons: sql<
        ContentReportReason[]
      >`array_agg(${reports.reason} order by ${reports.createdAt}, ${reports.id})`,
      latestReportId: sql<string>`(array_agg(${reports.id} order by ${reports.createdAt} desc, ${reports.id} desc))[1]`,
      firstReportedAt: sql<Date>`min(${reports.createdAt})`.mapWith(reports.createdAt),
      lastReportedAt,
    })
    .from(reports)
    .where(
      and(
        communityId ? eq(reports.communityId, communityId) : undefined,
        eq(reports.status, query.status),
      ),
    )
    .groupBy(reports.targetKind, reports.targetId, reports.communityId)
    .having(
      cursor
        ? sql`(max(${reports.createdAt}), ${reports.targetId}) < (${cursorTime(cursor).toISOString()}::timestamptz, ${cursor.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(lastReportedAt), desc(reports.targetId))
    .limit(query.limit + 1)
  const { page, nextCursor } = toPage(rows, query.limit, (row) => ({
    at: row.lastReportedAt.toISOString(),
    id: row.targetId,
  }))
  return { data: page.map(toReportedTarget), nextCursor }
}

function toReportedTarget(row: {
  targetKind: ReportedTarget['targetKind']
  targetId: string
  communityId: string | null
  reporterCount: number
  reasons: ContentReportReason[]
  latestReportId: string
  firstReportedAt: Date
  lastReportedAt: Date
}): ReportedTarget {
  const counts = new Map<ContentReportReason, number>()
  for (const reason of row.reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1)
  return {
    targetKind: row.targetKind,
    targetId: row.targetId,
    communityId: row.communityId,
    reporterCount: row.reporterCount,
    reasons: [...counts].map(([reason, count]) => ({ reason, count })),
    latestReportId: row.latestReportId,
    firstReportedAt: row.firstReportedAt.toISOString(),
    lastReportedAt: row.lastReportedAt.toISOString(),
  }
}
