import type { Audience, Author } from '@agora/domain'
import { inArray } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { users } from '../db/schema/users.ts'
import { authorColumns, toAuthor } from './author.ts'

/** People named by rows (quoted authors, reposters) as `audience` may see them, in one read. */
export async function authorsById(
  ctx: AppContext,
  ids: Iterable<string>,
  audience: Audience,
): Promise<ReadonlyMap<string, Author>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await ctx.db.select(authorColumns).from(users).where(inArray(users.id, unique))
  return new Map(rows.map((row) => [row.id, toAuthor(row, audience)]))
}
