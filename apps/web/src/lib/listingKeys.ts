import type { ListingSearch } from '@agora/domain'

/** A search's filters: everything but the page (`cursor`, `limit`). */
export type ListingFilters = Omit<Partial<ListingSearch>, 'cursor' | 'limit'>

/**
 * Query keys of listings, one prefix for all: the marketplace reads and writes them, and a
 * changed order refreshes its listing.
 */
export const listingKeys = {
  all: ['listings'] as const,
  search: (filters: ListingFilters) => ['listings', 'search', filters] as const,
  detail: (id: string) => ['listings', 'detail', id] as const,
}
