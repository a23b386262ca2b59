import { NotFoundError, ValidationError } from '@agora/domain'
import { and, eq, isNull, or } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { reports } from '../../db/schema/moderation.ts'
import type { Viewer } from '../../http/viewer.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Closes the named report and every other open report of the same target in the same
 * queue: a target is resolved once, for all who reported it. Returns how many closed.
 */
export async function resolveReports(
  tx: Tx,
  now: Date,
  viewer: Viewer,
  action: string,
  targetId: string,
  reportId: string,
) {
  const [named] = await tx
    .select({ targetKind: reports.targetKind, communityId: reports.communityId })
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.targetId, targetId)))
  if (!named) {
    throw new ValidationError([{ field: 'body.reportId', code: 'REPORT_NOT_ABOUT_TARGET' }])
  }
  const closed = await tx
    .update(reports)
    .set({ status: 'resolved', resolvedBy: viewer.userId, resolvedAt: now, action })
    .where(
      and(
        eq(reports.targetKind, named.targetKind),
        eq(reports.targetId, targetId),
        named.communityId
          ? eq(reports.communityId, named.communityId)
          : isNull(reports.communityId),
        or(eq(reports.status, 'open'), eq(reports.id, reportId)),
      ),
    )
    .returning({ id: reports.id })
  return closed.length
}

/** A report by id, or 404. */
export async function findReport(ctx: AppContext, reportId: string) {
  const [report] = await ctx.db.select().from(reports).where(eq(reports.id, reportId))
  if (!report) throw new NotFoundError('REPORT_NOT_FOUND')
  return report
}
