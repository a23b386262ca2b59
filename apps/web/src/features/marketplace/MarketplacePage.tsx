import { useState } from 'react'
import { Link } from 'react-router'
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts'
import { useInfiniteScroll } from '../../lib/useInfiniteScroll.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { type ListingFilters, useListingSearch } from '../listings/data.ts'
import { ListingCard } from '../listings/ListingCard.tsx'
import { ListingGridSkeleton } from '../listings/ListingGridSkeleton.tsx'
import { MarketFilters } from './MarketFilters.tsx'
import '../../ui/fields.css'
import '../listings/Listings.css'

/** Browse and search the active listings. */
export function MarketplacePage() {
  const [search, setSearch] = useState('')
  const [filters, setFilters] = useState<ListingFilters>({})
  const q = useDebouncedValue(search.trim())
  const debouncedFilters = useDebouncedValue(filters)
  const listings = useListingSearch({ ...debouncedFilters, q: q || undefined })
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => void listings.fetchNextPage(),
    listings.hasNextPage && !listings.isFetchingNextPage,
  )
  const items = listings.data?.pages.flatMap((page) => page.data) ?? []

  return (
    <div className="view">
      <header className="view__header market-header">
        <div>
          <h1>Marketplace</h1>
          <p>Items from sellers on Agora, paid on-chain and verified by the server.</p>
        </div>
        <Link className="button button--gradient button--medium" to="/sell/listings/new">
          Sell an item
        </Link>
      </header>
      <MarketFilters search={search} onSearch={setSearch} filters={filters} onChange={setFilters} />
      {listings.isPending && <ListingGridSkeleton />}
      {listings.isError && (
        <LoadError
          title="Could not load listings"
          error={listings.error}
          onRetry={() => void listings.refetch()}
        />
      )}
      {listings.isSuccess && items.length === 0 && (
        <EmptyState icon="inbox" title="No listings found">
          {q || Object.values(filters).some(Boolean)
            ? 'Try other words or fewer filters.'
            : 'Nothing is for sale yet.'}
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul className="listing-grid" aria-label="Listings">
          {items.map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </ul>
      )}
      <div ref={sentinel} aria-hidden="true" />
      {listings.isFetchingNextPage && <ListingGridSkeleton count={3} />}
    </div>
  )
}
