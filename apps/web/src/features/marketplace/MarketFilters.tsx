import { CURRENCIES, LISTING_CATEGORIES, LISTING_SORTS } from '@agora/domain'
import { CATEGORY_LABELS } from '../listings/categories.ts'
import type { ListingFilters } from '../listings/data.ts'

const SORT_LABELS: Record<(typeof LISTING_SORTS)[number], string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
}

type Props = {
  search: string
  onSearch: (value: string) => void
  filters: ListingFilters
  onChange: (next: ListingFilters) => void
}

/** Search box, category, currency, price range and sort. */
export function MarketFilters({ search, onSearch, filters, onChange }: Props) {
  const set = (name: keyof ListingFilters, value: string) =>
    onChange({ ...filters, [name]: value === '' ? undefined : value })
  return (
    <search className="market-filters" aria-label="Search listings">
      <input
        type="search"
        className="field__input market-filters__search"
        placeholder="Search listings"
        aria-label="Search listings"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <select
        className="field__select"
        aria-label="Category"
        value={filters.category ?? ''}
        onChange={(event) => set('category', event.target.value)}
      >
        <option value="">All categories</option>
        {LISTING_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {CATEGORY_LABELS[category]}
          </option>
        ))}
      </select>
      <select
        className="field__select"
        aria-label="Currency"
        value={filters.currency ?? ''}
        onChange={(event) => set('currency', event.target.value)}
      >
        <option value="">Any currency</option>
        {CURRENCIES.map((currency) => (
          <option key={currency}>{currency}</option>
        ))}
      </select>
      <input
        className="field__input"
        inputMode="decimal"
        placeholder="Min price"
        aria-label="Minimum price"
        value={filters.minPrice ?? ''}
        onChange={(event) => set('minPrice', event.target.value.replace(/[^\d.]/g, ''))}
      />
      <input
        className="field__input"
        inputMode="decimal"
        placeholder="Max price"
        aria-label="Maximum price"
        value={filters.maxPrice ?? ''}
        onChange={(event) => set('maxPrice', event.target.value.replace(/[^\d.]/g, ''))}
      />
      <select
        className="field__select"
        aria-label="Sort"
        value={filters.sort ?? 'relevance'}
        onChange={(event) => set('sort', event.target.value)}
      >
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </search>
  )
}
