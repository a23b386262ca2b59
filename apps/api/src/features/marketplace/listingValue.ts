import { AppError, CURRENCIES, type Currency, ServiceUnavailableError } from '@agora/domain'
import { and, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { listings } from '../../db/schema/marketplace.ts'

/** What one unit of each listed currency is worth in the unit a search compares prices in. */
export type UnitRates = [Currency, string][]

/**
 * Within a chosen currency prices compare as they are; across currencies they compare by
 * their value in USD at the app's price table, never by raw amounts.
 */
export async function unitRates(ctx: AppContext, currency: Currency | undefined) {
  if (currency) return [[currency, '1']] satisfies UnitRates
  try {
    const { table } = await ctx.prices.rates()
    return CURRENCIES.map((coin) => [coin, String(table[coin].USD)]) satisfies UnitRates
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'PRICE_FEED_UNAVAILABLE') throw error
    throw new ServiceUnavailableError('USD_PRICES_UNAVAILABLE')
  }
}

/** A listing's price in the search's unit: its amount times its currency's rate. */
export function valueAt(rate: string) {
  return sql<string>`(${listings.priceAmount} * ${rate}::numeric)`
}

// @NOTE the division only narrows the index range on price_amount: one step of the column's
// scale either side keeps every boundary row, and the exact comparison on the value decides
function amountFloor(value: string, rate: string) {
  return sql`(${value}::numeric(60, 30) / ${rate}::numeric - 0.000000000000000001)`
}
function amountCeiling(value: string, rate: string) {
  return sql`(${value}::numeric(60, 30) / ${rate}::numeric + 0.000000000000000001)`
}

/** Listings in `currency` whose value lies within the bounds, found on the price index. */
export function valueWithin(
  currency: Currency,
  rate: string,
  bounds: { min?: string | undefined; max?: string | undefined },
): SQL | undefined {
  return and(
    eq(listings.currency, currency),
    bounds.min ? gte(listings.priceAmount, amountFloor(bounds.min, rate)) : undefined,
    bounds.min ? sql`${valueAt(rate)} >= ${bounds.min}::numeric` : undefined,
    bounds.max ? lte(listings.priceAmount, amountCeiling(bounds.max, rate)) : undefined,
    bounds.max ? sql`${valueAt(rate)} <= ${bounds.max}::numeric` : undefined,
  )
}

/** Any listed currency's listings within the bounds (for orders other than by price). */
export function anyValueWithin(
  rates: UnitRates,
  bounds: { min?: string | undefined; max?: string | undefined },
) {
  return or(...rates.map(([currency, rate]) => valueWithin(currency, rate, bounds)))
}

/** Rows after a cursor on (value, id), ascending or descending, index-friendly. */
export function valueAfter(rate: string, at: string, id: string, direction: 'asc' | 'desc') {
  return direction === 'asc'
    ? and(
        gte(listings.priceAmount, amountFloor(at, rate)),
        sql`(${valueAt(rate)}, ${listings.id}) > (${at}::numeric, ${id})`,
      )
    : and(
        lte(listings.priceAmount, amountCeiling(at, rate)),
        sql`(${valueAt(rate)}, ${listings.id}) < (${at}::numeric, ${id})`,
      )
}
