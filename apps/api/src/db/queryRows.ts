import type { SQL } from 'drizzle-orm'
import type { Db } from './client.ts'

type Executor = Pick<Db, 'execute'>

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] }
  return result.rows
}
