import { sql } from 'drizzle-orm'
import type { Db } from '../apps/api/src/db/client.ts'
import { queryRows } from '../apps/api/src/db/queryRows.ts'

const AUTHORS = 1000
const COMMUNITIES = 100

/** Adds authors and communities once, then posts until the table holds `total`. */
export async function fillFeed(db: Db, total: number) {
  await db.execute(sql`
    insert into users (address, handle)
    select '0x' || lpad(to_hex(n), 40, '0'), 'bench_' || n from generate_series(1, ${AUTHORS}::int) as n
    on conflict do nothing`)
  await db.execute(sql`
    insert into communities (slug, name, description, member_count)
    select 'bench-' || n, 'Bench ' || n, 'A benchmark community', n from generate_series(1, ${COMMUNITIES}::int) as n
    on conflict do nothing`)
  const [{ count = 0 } = {}] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from posts`,
  )
  const missing = total - count
  if (missing <= 0) return
  // spread over a year, a third of them in communities, authors round-robin
  await db.execute(sql`
    with authors as (select id, row_number() over () as i from users where handle like 'bench_%'),
         groups as (select id, row_number() over () as i from communities where slug like 'bench-%')
    insert into posts (author_id, community_id, content, created_at)
    select a.id,
           case when n % 3 = 0 then g.id end,
           'Benchmark post number ' || n || ' with a little text to carry.',
           now() - make_interval(secs => (n * 31.5)::float8)
    from generate_series(${count + 1}::int, ${total}::int) as n
    join authors a on a.i = 1 + (n % ${AUTHORS}::int)
    join groups g on g.i = 1 + (n % ${COMMUNITIES}::int)`)
  await db.execute(sql`analyze`)
}
