import { desc } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { auditLog } from '../../db/schema/auditLog.ts'

export async function recentAudit(ctx: AppContext, limit = 100) {
  const rows = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit)
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}
