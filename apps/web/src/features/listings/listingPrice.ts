import { type Currency, parseLocaleDecimal, priceProblem } from '@agora/domain'

/** A listing's price as people type it ("1,50" too), or what is wrong with it in words. */
export function readListingPrice(
  typed: string,
  currency: Currency,
): { ok: true; value: string } | { ok: false; problem: string } {
  const parsed = parseLocaleDecimal(typed)
  if (!parsed.ok) return { ok: false, problem: parsed.problem }
  const problem = priceProblem(parsed.value, currency)
  return problem ? { ok: false, problem: `The price ${problem}` } : parsed
}
