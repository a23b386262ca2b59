import type { FieldVital, VitalsReport } from '@agora/domain'
import { lt, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { webVitals } from '../../db/schema/monitoring.ts'

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

export async function storeVitals(ctx: AppContext, report: VitalsReport) {
  await ctx.db.insert(webVitals).values(report.vitals)
}

/** p75 per route and metric over the last week, most visited routes first. */
export async function fieldVitals(ctx: AppContext): Promise<FieldVital[]> {
  const since = new Date(ctx.clock.now().getTime() - WEEK_MS)
  const rows = await ctx.db
    .select({
      route: webVitals.route,
      name: webVitals.name,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`,
      samples: sql<number>`count(*)::int`,
    })
    .from(webVitals)
    .where(sql`${webVitals.createdAt} >= ${since}`)
    .groupBy(webVitals.route, webVitals.name)
    .orderBy(sql`count(*) desc`, webVitals.route, webVitals.name)
    .limit(200)
  return rows.map((row) => ({ ...row, p75: Number(row.p75), name: row.name as FieldVital['name'] }))
}

/** Drops reports older than a week. */
export async function pruneVitals(ctx: AppContext) {
  const before = new Date(ctx.clock.now().getTime() - WEEK_MS)
  await ctx.db.delete(webVitals).where(lt(webVitals.createdAt, before))
}
