import type { ListingSearch } from '@agora/domain'
import { and, asc, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { decodeCursor, keysetAfter, keysetBefore, toPage } from '../../db/cursor.ts'
import { users } from '../../db/schema/accounts.ts'
import { listings } from '../../db/schema/marketplace.ts'
import { type ListingRow, listingColumns, presentListings } from './listingView.ts'

/**
 * Active listings matching a full-text query and filters, in one of four orders, each on
 * a keyset cursor. Relevance is PostgreSQL's rank of title (weight A) and description (B).
 */
export async function searchListings(
  ctx: AppContext,
  viewerId: string | null,
  search: ListingSearch,
) {
  const cursor = decodeCursor(search.cursor)
  const query = search.q ? sql`websearch_to_tsquery('english', ${search.q})` : null
  const sort = search.sort ?? (query ? 'relevance' : 'newest')
  const rank = query ? sql<number>`ts_rank(${listings.search}, ${query})` : null

  const order = orderFor(sort, rank)
  const rows: (ListingRow & { position: string })[] = await ctx.db
    .select({ ...listingColumns, position: sql<string>`(${order.key})::text` })
    .from(listings)
    .where(
      and(
        eq(listings.status, 'active'),
        isNull(listings.hiddenAt),
        query ? sql`${listings.search} @@ ${query}` : undefined,
        search.category ? eq(listings.category, search.category) : undefined,
        search.currency ? eq(listings.currency, search.currency) : undefined,
        search.minPrice ? gte(listings.priceAmount, search.minPrice) : undefined,
        search.maxPrice ? lte(listings.priceAmount, search.maxPrice) : undefined,
        search.seller ? eq(listings.sellerId, sellerIdOf(ctx, search.seller)) : undefined,
        cursor ? order.after(cursor.at, cursor.id) : undefined,
      ),
    )
    .orderBy(...order.by)
    .limit(search.limit + 1)

  const { page, nextCursor } = toPage(rows, search.limit, (row) => ({
    at: row.position,
    id: row.id,
  }))
  return {
    data: await presentListings(ctx, page, viewerId),
    nextCursor,
  }
}

function orderFor(sort: NonNullable<ListingSearch['sort']>, rank: SQL<number> | null) {
  switch (sort) {
    case 'relevance':
      if (rank) {
        return {
          key: rank,
          by: [desc(rank), desc(listings.id)],
          after: (at: string, id: string) => sql`(${rank}, ${listings.id}) < (${at}::real, ${id})`,
        }
      }
      return orderFor('newest', null)
    case 'newest':
      return {
        key: sql`${listings.createdAt}`,
        by: [desc(listings.createdAt), desc(listings.id)],
        after: (at: string, id: string) => keysetBefore(listings.createdAt, listings.id, at, id),
      }
    case 'price_asc':
      return {
        key: sql`${listings.priceAmount}`,
        by: [asc(listings.priceAmount), asc(listings.id)],
        after: (at: string, id: string) => keysetAfter(listings.priceAmount, listings.id, at, id),
      }
    case 'price_desc':
      return {
        key: sql`${listings.priceAmount}`,
        by: [desc(listings.priceAmount), desc(listings.id)],
        after: (at: string, id: string) => keysetBefore(listings.priceAmount, listings.id, at, id),
      }
  }
}

function sellerIdOf(ctx: AppContext, address: string) {
  return sql`(${ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.address, address.toLowerCase()))})`
}
