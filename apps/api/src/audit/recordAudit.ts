import type { Db } from '../db/client.ts'
import { auditLog } from '../db/schema/auditLog.ts'

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
