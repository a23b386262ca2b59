import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { auditLog } from './schema/auditLog.ts'
import * as auth from './schema/auth.ts'
import { kycRequests } from './schema/kyc.ts'
import * as live from './schema/live.ts'
import * as marketplace from './schema/marketplace.ts'
import * as meta from './schema/meta.ts'
import * as social from './schema/social.ts'
import { users } from './schema/users.ts'

const schema = {
  ...meta,
  users,
  ...auth,
  kycRequests,
  auditLog,
  ...social,
  ...marketplace,
  ...live,
}

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type Database = {
  db: Db
  engine: 'pglite' | 'postgres'
  /** Answers when the database can run a query; throws otherwise. */
  ping(): Promise<void>
  close(): Promise<void>
  /** PostgreSQL's connection pool right now; null for the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | null
  /** Hears how long each query took, in seconds (metrics). */
  observeQueries(listener: (seconds: number) => void): void
  /** The embedded database's files as a tarball, to open copies of (`image`); null on PostgreSQL. */
  dumpFiles(): Promise<Blob | null>
}

type QueryListener = ((seconds: number) => void) | null

/** Wraps `target.query` so every call reports its duration to the current listener. */
function timeQueries(target: { query: (...args: never[]) => Promise<unknown> }) {
  let listener: QueryListener = null
  const query = target.query.bind(target) as (...args: unknown[]) => Promise<unknown>
  // @NOTE the callback form of pg's query is never used by drizzle: promises only
  ;(target as { query: unknown }).query = async (...args: unknown[]) => {
    const started = performance.now()
    try {
      return await query(...args)
    } finally {
      listener?.((performance.now() - started) / 1000)
    }
  }
  return (next: (seconds: number) => void) => {
    listener = next
  }
}

export type DatabaseOptions =
  | { engine: 'postgres'; url: string }
  /**
   * `dataDir: null` keeps the database in memory (tests); `image` (a `dumpFiles` tarball)
   * starts it as a copy of another, without PGlite's two-second initdb.
   */
  | { engine: 'pglite'; dataDir: string | null; image?: Blob }

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.engine === 'postgres'
    ? openPostgres(options.url)
    : openPglite(options.dataDir, options.image)
}

async function openPglite(dataDir: string | null, image: Blob | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), loadDataDir: image })
  const observeQueries = timeQueries(client)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    engine: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => client.close(),
    poolStats: () => null,
    observeQueries,
    dumpFiles: () => client.dumpDataDir('none'),
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5_000 })
  // an idle client losing its connection must not crash the process; the next query reconnects
  pool.on('error', () => {})
  const observeQueries = timeQueries(pool)
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return {
    db,
    engine: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observeQueries,
    dumpFiles: async () => null,
  }
}
