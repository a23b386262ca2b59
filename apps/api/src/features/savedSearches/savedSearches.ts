import {
  ConflictError,
  type LISTING_CATEGORIES,
  NotFoundError,
  SAVED_SEARCHES_PER_USER,
  type SavedSearch,
  type SavedSearchInput,
} from '@agora/domain'
import { and, count, desc, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { savedSearches } from '../../db/schema/marketplace.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'
import { trimDecimal } from '../marketplace/decimals.ts'

type SavedSearchRow = typeof savedSearches.$inferSelect

function present(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    q: row.q,
    category: row.category as (typeof LISTING_CATEGORIES)[number] | null,
    currency: row.currency,
    minPrice: row.minPrice === null ? null : trimDecimal(row.minPrice),
    maxPrice: row.maxPrice === null ? null : trimDecimal(row.maxPrice),
    chainId: row.chainId,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Keeps a search, at most 20 a person (counted with their row locked, so parallel saves too). */
export async function saveSearch(ctx: AppContext, viewer: Viewer, input: SavedSearchInput) {
  const row = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.userId)).for('update')
    const [kept] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, viewer.userId))
    if ((kept?.n ?? 0) >= SAVED_SEARCHES_PER_USER)
      throw new ConflictError('SAVED_SEARCH_LIMIT', { max: SAVED_SEARCHES_PER_USER })
    const [created] = await tx
      .insert(savedSearches)
      .values({
        userId: viewer.userId,
        q: input.q ?? null,
        category: input.category ?? null,
        currency: input.currency ?? null,
        minPrice: input.minPrice ?? null,
        maxPrice: input.maxPrice ?? null,
        chainId: input.chainId ?? null,
        createdAt: ctx.clock.now(),
      })
      .returning()
    if (!created) throw new Error('saved search insert returned nothing')
    return created
  })
  return present(row)
}

export async function listSavedSearches(ctx: AppContext, viewer: Viewer) {
  const rows = await ctx.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, viewer.userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
  return rows.map(present)
}

export async function deleteSavedSearch(ctx: AppContext, viewer: Viewer, id: string) {
  const [deleted] = await ctx.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, viewer.userId)))
    .returning({ id: savedSearches.id })
  if (!deleted) throw new NotFoundError('SAVED_SEARCH_NOT_FOUND')
}
