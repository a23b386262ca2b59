import { t } from '../../../i18n/i18n.ts'
import { Button } from '../../../ui/Button.tsx'
import { Icon } from '../../../ui/Icon.tsx'
import { categoryLabel } from '../categories.ts'
import { FILTER_NAMES, type FilterName, type MarketQuery, priceUnit } from './marketQuery.ts'

type Props = {
  query: MarketQuery
  onChange: (next: MarketQuery) => void
  onClear: () => void
}

function chipLabel(name: FilterName, query: MarketQuery) {
  switch (name) {
    case 'category':
      return query.category ? categoryLabel(query.category) : ''
    case 'currency':
      return t('marketplace.chips.currencyOnly', { currency: query.currency })
    case 'minPrice':
      return t('marketplace.chips.from', { price: query.minPrice, unit: priceUnit(query) })
    case 'maxPrice':
      return t('marketplace.chips.upTo', { price: query.maxPrice, unit: priceUnit(query) })
  }
}

/** The filters in force, each removable, and one button that clears them all. */
export function FilterChips({ query, onChange, onClear }: Props) {
  const active = FILTER_NAMES.filter((name) => query[name])
  if (active.length === 0) return null
  return (
    <div className="filter-chips">
      <ul className="filter-chips__list" aria-label={t('marketplace.chips.label')}>
        {active.map((name) => {
          const label = chipLabel(name, query)
          return (
            <li key={name}>
              <button
                type="button"
                className="filter-chip"
                aria-label={t('marketplace.chips.remove', { label })}
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
        {t('marketplace.filters.clear')}
      </Button>
    </div>
  )
}
