import { desc } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { auditLog } from '../../db/schema/accounts.ts'

type Executor = Pick<Db, 'insert'>

/** Every admin action leaves a line: who did what to whom. */
export async function recordAudit(
  db: Executor,
  actorId: string,
  action: string,
  targetId: string | null,
  details: Record<string, unknown> = {},
) {
  await db.insert(auditLog).values({ actorId, action, targetId, details })
}

export async function recentAudit(ctx: AppContext, limit = 100) {
  const rows = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit)
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}
