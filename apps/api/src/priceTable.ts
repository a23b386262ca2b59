import { SAMPLE_RATES_SOURCE, ServiceUnavailableError } from '@agora/domain'
import type { Config } from './config.ts'

export const CRYPTO = ['ETH', 'BTC', 'USDC'] as const
export const FIAT = ['USD', 'EUR', 'GBP', 'JPY', 'CAD'] as const
export type Crypto = (typeof CRYPTO)[number]
export type Fiat = (typeof FIAT)[number]
export type Table = Record<Crypto, Record<Fiat, number>>

/** The built-in sample rates (spec §7): the price of one coin in each currency. */
const BUILT_IN: Table = {
  ETH: { USD: 2400, EUR: 2208, GBP: 1896, JPY: 360_000, CAD: 3264 },
  BTC: { USD: 65_000, EUR: 59_800, GBP: 51_350, JPY: 9_750_000, CAD: 88_400 },
  USDC: { USD: 1, EUR: 0.92, GBP: 0.79, JPY: 150, CAD: 1.36 },
}
const COINGECKO_IDS: Record<Crypto, string> = { ETH: 'ethereum', BTC: 'bitcoin', USDC: 'usd-coin' }
const LIVE_TTL_MS = 60_000

export type PriceRates = { table: Table; source: string; updatedAt: string | null }
export type PriceTable = { rates(): Promise<PriceRates> }

/**
 * The price of each coin in each fiat currency: the built-in table, or the configured live
 * feed cached for a minute. One per app, so conversion and listing search agree.
 */
export function createPriceTable(config: Pick<Config, 'priceFeedUrl'>): PriceTable {
  let live: { table: Table; fetchedAt: number } | null = null
  return {
    async rates() {
      const feed = config.priceFeedUrl
      if (!feed) return { table: BUILT_IN, source: SAMPLE_RATES_SOURCE, updatedAt: null }
      const now = Date.now()
      if (!live || now - live.fetchedAt > LIVE_TTL_MS)
        live = { table: await fetchLive(feed), fetchedAt: now }
      return {
        table: live.table,
        source: new URL(feed).host,
        updatedAt: new Date(live.fetchedAt).toISOString(),
      }
    },
  }
}

async function fetchLive(feed: string): Promise<Table> {
  const url = new URL(feed)
  url.searchParams.set('ids', Object.values(COINGECKO_IDS).join(','))
  url.searchParams.set('vs_currencies', FIAT.map((f) => f.toLowerCase()).join(','))
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) })
    if (!res.ok) throw new Error(`status ${res.status}`)
    const body = (await res.json()) as Record<string, Record<string, number>>
    const table = {} as Table
    for (const coin of CRYPTO) {
      const quotes = body[COINGECKO_IDS[coin]]
      table[coin] = {} as Record<Fiat, number>
      for (const fiat of FIAT) {
        const quote = quotes?.[fiat.toLowerCase()]
        if (typeof quote !== 'number' || !(quote > 0)) throw new Error(`no ${coin}/${fiat} quote`)
        table[coin][fiat] = quote
      }
    }
    return table
  } catch {
    // @NOTE no silent fallback to sample rates: a configured feed that fails is an outage
    throw new ServiceUnavailableError('PRICE_FEED_UNAVAILABLE')
  }
}
