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
  if (seconds < 60) return `${seconds}s ago`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes}m ago`
  return `${Math.floor(minutes / 60)}h ago`
}

export function symbolFor(currency: string): string {
  return FIAT_SYMBOLS[currency as FiatCurrency] ?? `${currency} `
}

export function formatFiat(amount: number, currency: string): string {
  const digits = currency === 'JPY' ? 0 : 2
  return `${symbolFor(currency)}${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`
}

export function formatCrypto(amount: number, symbol: string): string {
  return `${amount.toLocaleString('en-US', { maximumFractionDigits: 6 })} ${symbol}`
}
