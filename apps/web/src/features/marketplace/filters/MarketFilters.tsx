import { useCallback, useState } from 'react'
import { t } from '../../../i18n/i18n.ts'
import { useIsMobile } from '../../../lib/useIsMobile.ts'
import { Button } from '../../../ui/Button.tsx'
import { ModalDialog } from '../../../ui/ModalDialog.tsx'
import { FilterChips } from './FilterChips.tsx'
import { FilterFields, SortField } from './FilterFields.tsx'
import { activeFilterCount, type MarketQuery, withoutFilters } from './marketQuery.ts'
import { useSyncedDraft } from './useSyncedDraft.ts'

type Props = {
  query: MarketQuery
  /** `replace` for typing, so Back steps over keystrokes rather than through them */
  onChange: (next: MarketQuery, options?: { replace?: boolean }) => void
}

/**
 * The search box, always in view; the filters as a bar of labelled fields on wide screens
 * and in a sheet behind a "Filters" button on phones; the filters in force as chips.
 */
export function MarketFilters({ query, onChange }: Props) {
  const isMobile = useIsMobile()
  const [sheetOpen, setSheetOpen] = useState(false)
  const commitWords = useCallback(
    (q: string) => onChange({ ...query, q: q || undefined }, { replace: true }),
    [query, onChange],
  )
  const [words, setWords] = useSyncedDraft(query.q ?? '', commitWords)
  const choose = useCallback((next: MarketQuery) => onChange(next), [onChange])
  const count = activeFilterCount(query)
  const clear = () => onChange(withoutFilters(query))

  return (
    <search className="market-filters" aria-label={t('marketplace.filters.label')}>
      <div className="market-filters__top">
        <input
          type="search"
          className="field__input market-filters__search"
          placeholder={t('marketplace.filters.search')}
          aria-label={t('marketplace.filters.search')}
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        {!isMobile && (
          <div className="market-filters__sort">
            <SortField query={query} onChange={choose} />
          </div>
        )}
        {isMobile && (
          <Button
            variant="outline"
            icon="sliders"
            aria-haspopup="dialog"
            onClick={() => setSheetOpen(true)}
          >
            {count > 0
              ? t('marketplace.filters.buttonCount', { count })
              : t('marketplace.filters.button')}
          </Button>
        )}
      </div>
      {!isMobile && (
        <div className="market-filters__fields">
          <FilterFields query={query} onChange={choose} />
        </div>
      )}
      <FilterChips query={query} onChange={choose} onClear={clear} />
      {isMobile && sheetOpen && (
        <ModalDialog
          title={t('marketplace.filters.button')}
          className="filter-sheet"
          onClose={() => setSheetOpen(false)}
        >
          <div className="filter-sheet__fields">
            <FilterFields query={query} onChange={choose} />
            <SortField query={query} onChange={choose} />
          </div>
          <div className="filter-sheet__actions">
            <Button variant="ghost" onClick={clear} disabled={count === 0}>
              {t('marketplace.filters.clear')}
            </Button>
            <Button onClick={() => setSheetOpen(false)}>
              {t('marketplace.filters.showResults')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </search>
  )
}
