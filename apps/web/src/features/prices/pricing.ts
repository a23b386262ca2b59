import { formatNumber } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'

/** Spec §9 Pricing. */
export const PRICE_UPDATE_INTERVAL_MS = 120_000
export const PRICE_HISTORY_LIMIT = 20
export const FIAT_SYMBOLS = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', CAD: 'C$' } as const
export type FiatCurrency = keyof typeof FIAT_SYMBOLS
export const DEFAULT_FIAT_CURRENCIES: FiatCurrency[] = ['USD', 'EUR', 'GBP', 'JPY', 'CAD']
export const DEFAULT_CONVERSION_ENDPOINT = '/api/prices/convert'
export const CONVERSION_FAILED = 'Conversion failed'

export type PriceHistoryEntry = { timestamp: number; price: number; change: number }

/** Adds a price, with its change in percent from the last one, keeping the newest 20. */
export function appendPrice(
  history: PriceHistoryEntry[],
  price: number,
  timestamp: number,
): PriceHistoryEntry[] {
  const last = history.at(-1)
  const change = last && last.price !== 0 ? ((price - last.price) / last.price) * 100 : 0
  return [...history, { timestamp, price, change }].slice(-PRICE_HISTORY_LIMIT)
}

/** "12s ago", "5m ago", "2h ago". */
export function relativeTime(since: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - since) / 1000))
  if (seconds < 60) return t('prices.ago.seconds', { count: seconds })
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return t('prices.ago.minutes', { count: minutes })
  return t('prices.ago.hours', { count: Math.floor(minutes / 60) })
}

export function symbolFor(currency: string): string {
  return FIAT_SYMBOLS[currency as FiatCurrency] ?? `${currency} `
}

// the symbols' places are the spec's ("$1,200.00", "0.5 ETH"); the digits follow the language
export function formatFiat(amount: number, currency: string): string {
  const digits = currency === 'JPY' ? 0 : 2
  const number = formatNumber(amount, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  return `${symbolFor(currency)}${number}`
}

export function formatCrypto(amount: number, symbol: string): string {
  return `${formatNumber(amount, { maximumFractionDigits: 6 })} ${symbol}`
}
