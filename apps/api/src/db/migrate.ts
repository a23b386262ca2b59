import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Database } from './client.ts'

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
// any constant works; it only has to be the same for every Agora instance
const MIGRATION_LOCK_ID = 7_405_118

/** Applies the committed SQL migrations. Safe to run from several instances at once. */
export async function applyMigrations(database: Database, postgresUrl: string | null) {
  if (database.engine === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
    return
  }
  if (!postgresUrl) throw new Error('a PostgreSQL database needs its URL to migrate')
  // a dedicated connection: the advisory lock belongs to the session that takes it
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    const db = drizzlePg(client)
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`)
    await migratePg(db, { migrationsFolder })
  } finally {
    await client.end()
  }
}
