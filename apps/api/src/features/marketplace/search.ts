import {
  compareDecimals,
  type ListingSearch,
  type ListingSort,
  ValidationError,
} from '@agora/domain'
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { type Cursor, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import { listings } from '../../db/schema/marketplace.ts'
import { users } from '../../db/schema/users.ts'
import {
  anyValueWithin,
  type UnitRates,
  unitRates,
  valueAfter,
  valueAt,
  valueWithin,
} from './listingValue.ts'
import {
  type ListingRow,
  listingColumns,
  presentListingsToAnyone,
  withViewerFavorites,
} from './listingView.ts'
import { marketReadTags, marketSecond } from './marketTags.ts'

type PositionedRow = ListingRow & { position: string }

/** How long readers share a search's page: its listings' counts may lag by as much. */
const SHARED_PAGE_MS = 1000

/**
 * Active listings matching a full-text query and filters, in one of four orders, each on
 * a keyset cursor. Relevance is PostgreSQL's rank of title (weight A) and description (B);
 * prices compare by value (see `unitRates`). Readers share a page for a moment, as they share
 * feed pages, until something it shows changes (`marketTagsChangedBy`); each then sees their
 * own favourites on it.
 */
export async function searchListings(
  ctx: AppContext,
  viewerId: string | null,
  search: ListingSearch,
) {
  const { data, nextCursor } = await ctx.sharedReads.read(
    `market:${marketSecond(ctx.clock.now())}:${JSON.stringify(search)}`,
    SHARED_PAGE_MS,
    () => searchForAnyone(ctx, search),
    (page) => page.tags,
  )
  return { data: await withViewerFavorites(ctx, data, viewerId), nextCursor }
}

async function searchForAnyone(ctx: AppContext, search: ListingSearch) {
  const cursor = decodeCursor(search.cursor)
  const query = search.q ? sql`websearch_to_tsquery('english', ${search.q})` : null
  const sort = search.sort ?? (query ? 'relevance' : 'newest')
  const byPrice = sort === 'price_asc' || sort === 'price_desc'
  const bounds = { min: search.minPrice, max: search.maxPrice }
  const rates = byPrice || bounds.min || bounds.max ? await unitRates(ctx, search.currency) : null
  const matching = and(
    eq(listings.status, 'active'),
    isNull(listings.hiddenAt),
    query ? sql`${listings.search} @@ ${query}` : undefined,
    search.category ? eq(listings.category, search.category) : undefined,
    search.currency ? eq(listings.currency, search.currency) : undefined,
    search.seller ? eq(listings.sellerId, sellerIdOf(ctx, search.seller)) : undefined,
  )

  const rows =
    byPrice && rates
      ? await byValue(
          ctx,
          matching,
          rates,
          bounds,
          sort === 'price_asc' ? 'asc' : 'desc',
          cursor,
          search.limit,
        )
      : await byRankOrDate(
          ctx,
          and(matching, rates ? anyValueWithin(rates, bounds) : undefined),
          query,
          sort,
          cursor,
          search.limit,
        )

  const { page, nextCursor } = toPage(rows, search.limit, (row) => ({
    at: row.position,
    id: row.id,
  }))
  return {
    data: await presentListingsToAnyone(ctx, page),
    nextCursor,
    tags: marketReadTags(page),
  }
}

/**
 * One index-ordered stream per currency (the price index leads with currency, and within
 * one currency amount order is value order), merged by value: keyset paging stays on the
 * index however the rates move.
 */
async function byValue(
  ctx: AppContext,
  matching: SQL | undefined,
  rates: UnitRates,
  bounds: { min?: string | undefined; max?: string | undefined },
  direction: 'asc' | 'desc',
  cursor: Cursor | null,
  limit: number,
): Promise<PositionedRow[]> {
  const order = direction === 'asc' ? asc : desc
  // the position goes into numeric arithmetic: only a value this sort handed out will do
  if (cursor && !/^\d+(\.\d+)?$/.test(cursor.at))
    throw new ValidationError([{ field: 'querystring.cursor', code: 'CURSOR_INVALID' }])
  const streams = await Promise.all(
    rates.map(([currency, rate]) =>
      ctx.db
        .select({ ...listingColumns, position: sql<string>`${valueAt(rate)}::text` })
        .from(listings)
        .where(
          and(
            matching,
            valueWithin(currency, rate, bounds),
            cursor ? valueAfter(rate, cursor.at, cursor.id, direction) : undefined,
          ),
        )
        .orderBy(order(listings.priceAmount), order(listings.id))
        .limit(limit + 1),
    ),
  )
  const sign = direction === 'asc' ? 1 : -1
  return streams
    .flat()
    .sort(
      (a, b) =>
        sign *
        (compareDecimals(a.position, b.position) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    )
    .slice(0, limit + 1)
}

async function byRankOrDate(
  ctx: AppContext,
  where: SQL | undefined,
  query: SQL | null,
  sort: ListingSort,
  cursor: Cursor | null,
  limit: number,
): Promise<PositionedRow[]> {
  const rank = query ? sql<number>`ts_rank(${listings.search}, ${query})` : null
  const order =
    sort === 'relevance' && rank
      ? {
          key: rank,
          by: [desc(rank), desc(listings.id)],
          after: (at: string, id: string) => sql`(${rank}, ${listings.id}) < (${at}::real, ${id})`,
        }
      : {
          key: sql`${listings.createdAt}`,
          by: [desc(listings.createdAt), desc(listings.id)],
          after: (at: string, id: string) => keysetBefore(listings.createdAt, listings.id, at, id),
        }
  return ctx.db
    .select({ ...listingColumns, position: sql<string>`(${order.key})::text` })
    .from(listings)
    .where(and(where, cursor ? order.after(cursor.at, cursor.id) : undefined))
    .orderBy(...order.by)
    .limit(limit + 1)
}

function sellerIdOf(ctx: AppContext, address: string) {
  return sql`(${ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.address, address.toLowerCase()))})`
}
