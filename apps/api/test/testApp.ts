import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type AppOverrides, buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { type Database, openDatabase } from '../src/db/client.ts'
import { applyMigrations } from '../src/db/migrate.ts'
import { queryRows } from '../src/db/queryRows.ts'

/** `postgres` when the suite runs against a real PostgreSQL (TEST_DATABASE_URL). */
export const testEngine = process.env.AGORA_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite'

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * The real app on an empty database of its own: in-memory PGlite, or a fresh database
 * on the PostgreSQL server at TEST_DATABASE_URL. Call `close()` when done.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: AppOverrides = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agora-test-'))
  const postgres = testEngine === 'postgres' ? await createPostgresDatabase() : null
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    WEB_DIR: path.join(dataDir, 'web'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  })
  const database = postgres
    ? undefined
    : KEEPS_A_DATABASE
      ? await borrowPgliteDatabase()
      : await openPgliteCopy()
  const app = await buildApp(config, { ...(database ? { database } : {}), ...overrides })
  const closeApp = app.close.bind(app)
  return Object.assign(app, {
    dataDir,
    async close() {
      await closeApp()
      await postgres?.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  })
}

/** An in-memory database as a fresh copy of the migrated one: a second app's, or a test's own. */
async function openPgliteCopy() {
  return openDatabase({ engine: 'pglite', dataDir: null, image: await migratedPgliteImage() })
}

// Opening a copy of the migrated database costs about 0.4 CPU-seconds; emptying every table of
// one an app has closed, about 60 ms. So each worker keeps one and lends it to the next app,
// emptied (the migrations insert no rows); an app made while it is lent gets a copy of its own.
// (in Vitest's workers, which it ends itself: a script such as `lint:openapi` ends only once
// its last database is closed, so there every app has a copy of its own)
const KEEPS_A_DATABASE = process.env.VITEST !== undefined
let kept: { database: Promise<Database>; lent: boolean } | undefined

async function borrowPgliteDatabase(): Promise<Database> {
  if (kept?.lent) return openPgliteCopy()
  // (taken before the first await: an app made meanwhile gets a copy)
  const used = kept !== undefined
  kept ??= { database: openPgliteCopy(), lent: false }
  const lending = kept
  lending.lent = true
  const database = await lending.database
  if (used) await emptyAllTables(database)
  return {
    ...database,
    close: async () => {
      lending.lent = false
    },
  }
}

async function emptyAllTables(database: Database) {
  const [listed] = await queryRows<{ tables: string }>(
    database.db,
    sql`select string_agg(format('%I', tablename), ', ') as tables from pg_tables where schemaname = 'public'`,
  )
  await database.db.execute(sql.raw(`truncate ${listed?.tables} restart identity cascade`))
}

// PGlite's initdb takes about two seconds a database; a copy of one migrated database loads
// in a few hundred milliseconds. One per worker (the API project does not isolate modules).
let migratedImage: Promise<Blob> | undefined

function migratedPgliteImage() {
  migratedImage ??= (async () => {
    const database = await openDatabase({ engine: 'pglite', dataDir: null })
    try {
      await applyMigrations(database, null)
      const image = await database.dumpFiles()
      if (!image) throw new Error('an embedded database always has files to dump')
      return image
    } finally {
      await database.close()
    }
  })()
  return migratedImage
}

/**
 * A fresh database on the PostgreSQL server at TEST_DATABASE_URL, dropped by `drop()`: a copy
 * of a migrated one, so the app's start finds every migration applied.
 */
export async function createPostgresDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('AGORA_TEST_ENGINE=postgres needs TEST_DATABASE_URL')
  const template = await migratedPostgresTemplate(serverUrl)
  const name = uniqueDatabaseName('agora_test')
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`))
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)),
  }
}

// Copying a database takes tens of milliseconds where running every migration takes a few
// hundred, once per test file. One template per worker: a copy needs its source unused.
let migratedTemplate: Promise<string> | undefined

function migratedPostgresTemplate(serverUrl: string) {
  migratedTemplate ??= (async () => {
    const name = uniqueDatabaseName('agora_template')
    await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`))
    const url = databaseUrl(serverUrl, name)
    const database = await openDatabase({ engine: 'postgres', url })
    try {
      await applyMigrations(database, url)
    } finally {
      await database.close()
    }
    return name
  })()
  return migratedTemplate
}

const uniqueDatabaseName = (prefix: string) =>
  `${prefix}_${crypto.randomUUID().replaceAll('-', '')}`

function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
