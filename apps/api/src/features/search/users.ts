import { type Audience, type Author, type PrivacyRules, userVisibility } from '@agora/domain'
import { and, asc, eq, or, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { decodeCursor, toPage } from '../../db/cursor.ts'
import { users } from '../../db/schema/users.ts'
import { authorColumns, toAuthor } from '../../presenters/author.ts'

const PAGE_SIZE = 20

/** `_` and `%` in what someone typed are letters, not LIKE wildcards (handles have `_`). */
const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * People whose @handle, display name or ENS name starts with `q`, or whose wallet address
 * does (`0x…`), by handle. Suspended and closed accounts never appear; a person is found by
 * their address or ENS name only by someone their privacy settings show it to.
 */
export async function searchUsers(
  ctx: AppContext,
  q: string,
  cursorValue: string | undefined,
  viewer: Audience,
): Promise<{ data: Author[]; nextCursor: string | null }> {
  const term = q.replace(/^@/, '').toLowerCase()
  const cursor = decodeCursor(cursorValue)
  const prefix = startingWith(term)
  const rows = await ctx.db
    .select({ ...authorColumns, sortKey: sql<string>`lower(${users.handle})` })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        eq(users.isSuspended, false),
        // lower(…) like 'term%': the prefix indexes of the users table answer each
        or(
          sql`lower(${users.handle}) like ${prefix}`,
          sql`lower(${users.displayName}) like ${prefix}`,
          sql`lower(${users.ens}) like ${prefix}`,
          term.startsWith('0x') ? sql`${users.address} like ${prefix}` : undefined,
        ),
        cursor
          ? sql`(lower(${users.handle}), ${users.id}) > (${cursor.at}, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.handle})`), asc(users.id))
    .limit(PAGE_SIZE + 1)
  const { page, nextCursor } = toPage(rows, PAGE_SIZE, (row) => ({ at: row.sortKey, id: row.id }))
  const data = page
    .filter((row) => foundByWhatTheyShow(row, term, viewer))
    .map((row) => toAuthor(row, viewer))
  return { data, nextCursor }
}

/** A match by address or ENS name counts only where the person shows them to this viewer. */
function foundByWhatTheyShow(
  row: { id: string; handle: string; displayName: string | null; privacySettings: unknown },
  term: string,
  viewer: Audience,
) {
  const byName =
    row.handle.toLowerCase().startsWith(term) ||
    (row.displayName ?? '').toLowerCase().startsWith(term)
  return byName || userVisibility(row.id, row.privacySettings as PrivacyRules, viewer).address
}
