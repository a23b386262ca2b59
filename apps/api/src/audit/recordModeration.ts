import type { Db } from '../db/client.ts'
import { moderationLog } from '../db/schema/moderationLog.ts'

type Executor = Pick<Db, 'insert'>

export type ModerationLogLine = typeof moderationLog.$inferInsert

/**
 * A line in a community's public moderation log. Written in the same transaction as the
 * action, so the log never shows what did not happen.
 */
export async function recordModeration(db: Executor, line: ModerationLogLine) {
  await db.insert(moderationLog).values(line)
}
