import { BadRequestError, ServiceUnavailableError } from '@agora/domain'
import type { AppContext } from '../../context.ts'

export const CRYPTO = ['ETH', 'BTC', 'USDC'] as const
export const FIAT = ['USD', 'EUR', 'GBP', 'JPY', 'CAD'] as const
type Crypto = (typeof CRYPTO)[number]
type Fiat = (typeof FIAT)[number]

/** The built-in sample rates (spec §7): the price of one coin in each currency. */
const BUILT_IN: Record<Crypto, Record<Fiat, number>> = {
  ETH: { USD: 2400, EUR: 2208, GBP: 1896, JPY: 360_000, CAD: 3264 },
  BTC: { USD: 65_000, EUR: 59_800, GBP: 51_350, JPY: 9_750_000, CAD: 88_400 },
  USDC: { USD: 1, EUR: 0.92, GBP: 0.79, JPY: 150, CAD: 1.36 },
}
const COINGECKO_IDS: Record<Crypto, string> = { ETH: 'ethereum', BTC: 'bitcoin', USDC: 'usd-coin' }
const LIVE_TTL_MS = 60_000

type Table = Record<Crypto, Record<Fiat, number>>

/**
 * Converts between coins and fiat currencies: the built-in table, or the configured live
 * feed cached for a minute.
 */
export function createPriceConverter(ctx: AppContext) {
  let live: { table: Table; fetchedAt: number } | null = null

  async function rates() {
    const feed = ctx.config.priceFeedUrl
    if (!feed) return { table: BUILT_IN, source: 'built-in', updatedAt: null }
    const now = Date.now()
    if (!live || now - live.fetchedAt > LIVE_TTL_MS)
      live = { table: await fetchLive(feed), fetchedAt: now }
    return {
      table: live.table,
      source: new URL(feed).host,
      updatedAt: new Date(live.fetchedAt).toISOString(),
    }
  }

  return async function convert(from: string, to: string, amount: number) {
    const { table, source, updatedAt } = await rates()
    const rate = rateBetween(table, from.toUpperCase(), to.toUpperCase())
    if (rate === null)
      throw new BadRequestError(`Cannot convert ${from} to ${to}`, 'PAIR_UNSUPPORTED')
    return { converted: round(amount * rate), rate, source, updatedAt }
  }
}

function rateBetween(table: Table, from: string, to: string) {
  if (from === to) return 1
  if (isCrypto(from) && isFiat(to)) return table[from][to]
  if (isFiat(from) && isCrypto(to)) return 1 / table[to][from]
  if (isCrypto(from) && isCrypto(to)) return table[from].USD / table[to].USD
  if (isFiat(from) && isFiat(to)) return table.USDC[to] / table.USDC[from]
  return null
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
    throw new ServiceUnavailableError('The price feed does not answer', 'PRICE_FEED_UNAVAILABLE')
  }
}

const isCrypto = (value: string): value is Crypto => (CRYPTO as readonly string[]).includes(value)
const isFiat = (value: string): value is Fiat => (FIAT as readonly string[]).includes(value)
const round = (value: number) => Math.round(value * 1e8) / 1e8
