import { CURRENCIES, type Currency, LISTING_CATEGORIES, type ListingSort } from '@agora/domain'
import { useId } from 'react'
import { t } from '../../../i18n/i18n.ts'
import { categoryLabel, type ListingCategory } from '../categories.ts'
import type { MarketQuery } from './marketQuery.ts'
import { PriceRangeFields } from './PriceRangeFields.tsx'

const SORTS: ListingSort[] = ['relevance', 'newest', 'price_asc', 'price_desc']

type Props = {
  query: MarketQuery
  onChange: (next: MarketQuery) => void
}

/** The labelled filters: in a bar on wide screens, in the filters sheet on phones. */
export function FilterFields({ query, onChange }: Props) {
  const id = useId()
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-category`}>
          {t('marketplace.filters.category')}
        </label>
        <select
          id={`${id}-category`}
          className="field__select"
          value={query.category ?? ''}
          onChange={(event) =>
            onChange({
              ...query,
              category: (event.target.value || undefined) as ListingCategory | undefined,
            })
          }
        >
          <option value="">{t('marketplace.filters.allCategories')}</option>
          {LISTING_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-currency`}>
          {t('marketplace.filters.currency')}
        </label>
        <select
          id={`${id}-currency`}
          className="field__select"
          value={query.currency ?? ''}
          onChange={(event) =>
            // bounds typed in one unit mean something else in another
            onChange({
              ...query,
              currency: (event.target.value || undefined) as Currency | undefined,
              minPrice: undefined,
              maxPrice: undefined,
            })
          }
        >
          <option value="">{t('marketplace.filters.anyCurrency')}</option>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      </div>
      <PriceRangeFields query={query} onChange={onChange} />
    </>
  )
}

/** The order of the results; best match only when there are words to match. */
export function SortField({ query, onChange }: Props) {
  const id = useId()
  const sorts = SORTS.filter((sort) => sort !== 'relevance' || query.q)
  const sort = query.sort && sorts.includes(query.sort) ? query.sort : sorts[0]
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-sort`}>
        {t('marketplace.filters.sort')}
      </label>
      <select
        id={`${id}-sort`}
        className="field__select"
        value={sort}
        onChange={(event) => onChange({ ...query, sort: event.target.value as ListingSort })}
      >
        {sorts.map((option) => (
          <option key={option} value={option}>
            {t(`marketplace.sort.${option}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
