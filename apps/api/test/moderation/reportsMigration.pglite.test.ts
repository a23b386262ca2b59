import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'

const migrations = fileURLToPath(new URL('../../src/db/migrations', import.meta.url))
// by name, not number: the number changes when branches merge
const ONE_REPORT = '_moderation_log_one_report'
const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

/** The committed migrations up to, not including, the one that makes reports unique. */
async function migrationsBefore(name: string) {
  const dir = await mkdtemp(join(tmpdir(), 'agora-migrations-'))
  dirs.push(dir)
  await cp(migrations, dir, { recursive: true })
  const journalPath = join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalPath, 'utf8'))
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag.endsWith(name))
  expect(at).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, at)
  await writeFile(journalPath, JSON.stringify(journal))
  return dir
}

describe('the one-report-per-target migration', () => {
  it('keeps each reporter’s earliest report of a target and drops the later ones', async () => {
    const client = new PGlite()
    const db = drizzle(client)
    await migrate(db, { migrationsFolder: await migrationsBefore(ONE_REPORT) })
    const {
      rows: [reporter, other],
    } = await client.query<{ id: string }>(
      `insert into users (handle) values ('reporter'), ('other') returning id`,
    )
    const target = crypto.randomUUID()
    const { rows: reports } = await client.query<{ id: string }>(
      `insert into reports (reporter_id, target_kind, target_id, reason, created_at) values
        ($1, 'post', $3, 'spam', '2030-01-01T00:00:02Z'),
        ($1, 'post', $3, 'scam', '2030-01-01T00:00:01Z'),
        ($1, 'post', $3, 'other', '2030-01-01T00:00:03Z'),
        ($2, 'post', $3, 'spam', '2030-01-01T00:00:04Z')
       returning id`,
      [reporter?.id, other?.id, target],
    )

    await migrate(db, { migrationsFolder: migrations })

    const { rows: kept } = await client.query<{ id: string; reason: string }>(
      'select id, reason from reports order by created_at',
    )
    expect(kept).toEqual([
      { id: reports[1]?.id, reason: 'scam' },
      { id: reports[3]?.id, reason: 'spam' },
    ])
    await expect(
      client.query(
        `insert into reports (reporter_id, target_kind, target_id, reason) values ($1, 'post', $2, 'spam')`,
        [reporter?.id, target],
      ),
    ).rejects.toThrow(/reports_reporter_target_idx/)
    await client.close()
  })
})
