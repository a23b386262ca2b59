import {
  CURRENCIES,
  type Currency,
  compareDecimals,
  LISTING_CATEGORIES,
  LISTING_SORTS,
  type ListingSort,
} from '@agora/domain'
import type { ListingFilters } from '../../../lib/listingKeys.ts'
import type { ListingCategory } from '../categories.ts'

/** What the marketplace shows, as it lives in the page's URL (shareable, kept on reload). */
export type MarketQuery = {
  q?: string
  category?: ListingCategory
  currency?: Currency
  minPrice?: string
  maxPrice?: string
  sort?: ListingSort
}

/** The filters a chip can remove and "Clear filters" clears (not the words, not the order). */
export const FILTER_NAMES = ['category', 'currency', 'minPrice', 'maxPrice'] as const
export type FilterName = (typeof FILTER_NAMES)[number]

// the same bounds the API accepts for a price in a search
const SEARCH_PRICE = /^\d{1,22}(\.\d{1,18})?$/

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined

/** Reads a URL's query; anything the marketplace does not understand is left out. */
export function marketQueryFromParams(params: URLSearchParams): MarketQuery {
  const q = params.get('q')?.trim()
  const minPrice = params.get('minPrice')
  const maxPrice = params.get('maxPrice')
  return dropEmpty({
    q: q || undefined,
    category: oneOf(LISTING_CATEGORIES, params.get('category')),
    currency: oneOf(CURRENCIES, params.get('currency')),
    minPrice: minPrice && SEARCH_PRICE.test(minPrice) ? minPrice : undefined,
    maxPrice: maxPrice && SEARCH_PRICE.test(maxPrice) ? maxPrice : undefined,
    sort: oneOf(LISTING_SORTS, params.get('sort')),
  })
}

/** The URL query for a marketplace view, in a stable order, without empty fields. */
export function marketQueryToParams(query: MarketQuery): URLSearchParams {
  const params = new URLSearchParams()
  for (const name of ['q', 'category', 'currency', 'minPrice', 'maxPrice', 'sort'] as const) {
    const value = query[name]
    if (value) params.set(name, value)
  }
  return params
}

/** The search to send: a range whose minimum is above its maximum is never sent. */
export function listingFiltersOf(query: MarketQuery): ListingFilters {
  if (!isPriceRangeInverted(query.minPrice, query.maxPrice)) return query
  const { minPrice: _min, maxPrice: _max, ...rest } = query
  return rest
}

export function isPriceRangeInverted(min: string | undefined, max: string | undefined) {
  return Boolean(min && max && compareDecimals(min, max) > 0)
}

export function activeFilterCount(query: MarketQuery) {
  return FILTER_NAMES.filter((name) => query[name]).length
}

export function withoutFilters(query: MarketQuery): MarketQuery {
  return dropEmpty({ q: query.q, sort: query.sort })
}

/** Prices are compared in the chosen currency, or in USD when none is chosen. */
export function priceUnit(query: Pick<MarketQuery, 'currency'>): string {
  return query.currency ?? 'USD'
}

export function isSearchPrice(value: string) {
  return SEARCH_PRICE.test(value)
}

function dropEmpty(query: MarketQuery): MarketQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as MarketQuery
}
