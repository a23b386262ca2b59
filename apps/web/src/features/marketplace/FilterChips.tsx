import { Button } from '../../ui/Button.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { CATEGORY_LABELS } from '../listings/categories.ts'
import { FILTER_NAMES, type FilterName, type MarketQuery, priceUnit } from './marketQuery.ts'

type Props = {
  query: MarketQuery
  onChange: (next: MarketQuery) => void
  onClear: () => void
}

function chipLabel(name: FilterName, query: MarketQuery) {
  switch (name) {
    case 'category':
      return query.category ? CATEGORY_LABELS[query.category] : ''
    case 'currency':
      return `${query.currency} only`
    case 'minPrice':
      return `From ${query.minPrice} ${priceUnit(query)}`
    case 'maxPrice':
      return `Up to ${query.maxPrice} ${priceUnit(query)}`
  }
}

/** The filters in force, each removable, and one button that clears them all. */
export function FilterChips({ query, onChange, onClear }: Props) {
  const active = FILTER_NAMES.filter((name) => query[name])
  if (active.length === 0) return null
  return (
    <div className="filter-chips">
      <ul className="filter-chips__list" aria-label="Active filters">
        {active.map((name) => {
          const label = chipLabel(name, query)
          return (
            <li key={name}>
              <button
                type="button"
                className="filter-chip"
                aria-label={`Remove filter: ${label}`}
                onClick={() =>
                  onChange({
                    ...query,
                    [name]: undefined,
                    // bounds belong to the currency they were typed in
                    ...(name === 'currency' ? { minPrice: undefined, maxPrice: undefined } : {}),
                  })
                }
              >
                <span>{label}</span>
                <Icon name="x" size={14} />
              </button>
            </li>
          )
        })}
      </ul>
      <Button variant="ghost" size="small" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  )
}
