import { CURRENCY_DECIMALS, type Currency, parseLocaleDecimal, priceProblem } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import type { MessageKey } from '../../i18n/messageKey.ts'

// what `parseLocaleDecimal` finds wrong, in the active language
const DECIMAL_PROBLEMS: Record<string, MessageKey> = {
  'Enter an amount': 'listings.decimal.empty',
  'Must be above 0': 'listings.decimal.negative',
  'Use digits and one decimal separator, like 12.50 or 12,50': 'listings.decimal.notDigits',
  'Use only one decimal separator': 'listings.decimal.oneSeparator',
  'Add digits after the decimal separator': 'listings.decimal.noFraction',
}

/** A typed number's problem (from `parseLocaleDecimal`) in words people read. */
export function decimalProblemText(problem: string): string {
  const key = DECIMAL_PROBLEMS[problem]
  return key ? t(key) : problem
}

/** A listing's price as people type it ("1,50" too), or what is wrong with it in words. */
export function readListingPrice(
  typed: string,
  currency: Currency,
): { ok: true; value: string } | { ok: false; problem: string } {
  const parsed = parseLocaleDecimal(typed)
  if (!parsed.ok) return { ok: false, problem: decimalProblemText(parsed.problem) }
  if (!priceProblem(parsed.value, currency)) return parsed
  const decimals = CURRENCY_DECIMALS[currency]
  return { ok: false, problem: t('listings.price.invalid', { decimals, currency }) }
}
