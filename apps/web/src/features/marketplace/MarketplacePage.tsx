import { useCallback, useMemo } from 'react'
import { Link, useSearchParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { useInfiniteScroll } from '../../lib/useInfiniteScroll.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { SaveSearchButton } from '../savedSearches/SaveSearchButton.tsx'
import { useListingSearch } from './data.ts'
import { MarketFilters } from './filters/MarketFilters.tsx'
import {
  activeFilterCount,
  listingFiltersOf,
  type MarketQuery,
  marketQueryFromParams,
  marketQueryToParams,
  withoutFilters,
} from './filters/marketQuery.ts'
import { ListingCard } from './ListingCard.tsx'
import { ListingGridSkeleton } from './ListingGridSkeleton.tsx'
import '../../ui/fields.css'
import './Listings.css'
import './filters/MarketFilters.css'

/** The market's words and filters as a saved search keeps them (not its order). */
const savedSearchOf = ({ sort: _sort, ...search }: MarketQuery) => search

/** Browse and search the active listings; what is shown lives in the URL. */
export function MarketplacePage() {
  const [params, setParams] = useSearchParams()
  const search = params.toString()
  const query = useMemo(() => marketQueryFromParams(new URLSearchParams(search)), [search])
  const setQuery = useCallback(
    (next: MarketQuery, options?: { replace?: boolean }) => {
      if (marketQueryToParams(next).toString() === search) return
      // a search that settles after a click on a result must not bring the person back here:
      // the next page may still be loading while this one is on screen
      if (window.location.pathname !== '/market') return
      setParams(marketQueryToParams(next), { replace: options?.replace ?? false })
    },
    [search, setParams],
  )
  const listings = useListingSearch(listingFiltersOf(query))
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => void listings.fetchNextPage(),
    listings.hasNextPage && !listings.isFetchingNextPage,
  )
  const items = listings.data?.pages.flatMap((page) => page.data) ?? []
  const filtered = activeFilterCount(query) > 0

  return (
    <div className="view">
      <header className="view__header market-header">
        <div>
          <h1>{t('marketplace.page.title')}</h1>
          <p>{t('marketplace.page.intro')}</p>
        </div>
        <div className="market-header__actions">
          <SaveSearchButton search={savedSearchOf(query)} />
          <Link className="button button--gradient button--medium" to="/sell/listings/new">
            {t('marketplace.page.sell')}
          </Link>
        </div>
      </header>
      <MarketFilters query={query} onChange={setQuery} />
      {listings.isPending && <ListingGridSkeleton />}
      {listings.isError && (
        <LoadError
          title={t('marketplace.page.loadError')}
          error={listings.error}
          onRetry={() => void listings.refetch()}
        />
      )}
      {listings.isSuccess && items.length === 0 && (
        <EmptyState
          icon="inbox"
          title={t('marketplace.page.empty')}
          action={
            filtered && (
              <Button
                variant="outline"
                size="small"
                onClick={() => setQuery(withoutFilters(query))}
              >
                {t('marketplace.filters.clear')}
              </Button>
            )
          }
        >
          {query.q || filtered
            ? t('marketplace.page.noMatch')
            : t('marketplace.page.nothingForSale')}
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul className="listing-grid" aria-label={t('marketplace.page.listings')}>
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
