import { compareDecimals, parseLocaleDecimal } from '@agora/domain'
import { useEffect, useState } from 'react'
import { t } from '../../../i18n/i18n.ts'
import { useDebouncedValue } from '../../../lib/useDebouncedValue.ts'
import { TextField } from '../../../ui/TextField.tsx'
import { decimalProblemText } from '../listingPrice.ts'
import { isSearchPrice, type MarketQuery, priceUnit } from './marketQuery.ts'

type Props = {
  query: MarketQuery
  onChange: (next: MarketQuery) => void
}

type Read = { value: string } | { problem: string }

const priceValueOf = (draft: string) => {
  const read = readPrice(draft)
  return 'value' in read ? read.value : null
}

function readPrice(draft: string): Read {
  if (draft.trim() === '') return { value: '' }
  const parsed = parseLocaleDecimal(draft)
  if (!parsed.ok) return { problem: decimalProblemText(parsed.problem) }
  if (!isSearchPrice(parsed.value)) return { problem: t('marketplace.price.tooManyDigits') }
  return { value: parsed.value }
}

/**
 * Minimum and maximum price, in the chosen currency or in USD. Typed the way people write
 * numbers ("1,50"); a range that cannot match anything is explained at the field and not
 * searched.
 */
export function PriceRangeFields({ query, onChange }: Props) {
  const min = query.minPrice ?? ''
  const max = query.maxPrice ?? ''
  const [minDraft, setMinDraft] = useState(min)
  const [maxDraft, setMaxDraft] = useState(max)
  const [seen, setSeen] = useState({ min, max })

  // bounds changed from outside (a chip, Back) replace the drafts during render, so no
  // effect commits the old ones again; bounds this form committed keep the drafts as typed
  if (seen.min !== min || seen.max !== max) {
    setSeen({ min, max })
    if (priceValueOf(minDraft) !== min || priceValueOf(maxDraft) !== max) {
      setMinDraft(min)
      setMaxDraft(max)
    }
  }

  const drafts = `${minDraft}\n${maxDraft}`
  const settled = useDebouncedValue(drafts, 400)
  const [settledMin = '', settledMax = ''] = settled.split('\n')
  const minRead = readPrice(settledMin)
  const maxRead = readPrice(settledMax)
  const inverted =
    'value' in minRead &&
    'value' in maxRead &&
    minRead.value !== '' &&
    maxRead.value !== '' &&
    compareDecimals(minRead.value, maxRead.value) > 0
  const nextMin = 'value' in minRead && !inverted ? minRead.value : null
  const nextMax = 'value' in maxRead && !inverted ? maxRead.value : null

  useEffect(() => {
    // still settling: nothing typed to commit yet
    if (settled !== drafts || nextMin === null || nextMax === null) return
    if (nextMin === min && nextMax === max) return
    onChange({ ...query, minPrice: nextMin || undefined, maxPrice: nextMax || undefined })
  }, [settled, drafts, nextMin, nextMax, min, max, query, onChange])

  const unit = priceUnit(query)
  return (
    <>
      <TextField
        label={t('marketplace.price.min', { unit })}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={minDraft}
        onChange={(event) => setMinDraft(event.target.value)}
        error={
          'problem' in minRead ? minRead.problem : inverted ? t('marketplace.price.inverted') : null
        }
      />
      <TextField
        label={t('marketplace.price.max', { unit })}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('marketplace.price.anyPlaceholder')}
        value={maxDraft}
        onChange={(event) => setMaxDraft(event.target.value)}
        error={'problem' in maxRead ? maxRead.problem : null}
      />
    </>
  )
}
