import { BadRequestError } from '@agora/domain'
import type { AppContext } from '../../context.ts'
import { CRYPTO, type Crypto, FIAT, type Fiat, type Table } from '../../priceTable.ts'

/** Converts between coins and fiat currencies with the app's price table. */
export function createPriceConverter(ctx: AppContext) {
  return async function convert(from: string, to: string, amount: number) {
    const { table, source, updatedAt } = await ctx.prices.rates()
    const rate = rateBetween(table, from.toUpperCase(), to.toUpperCase())
    if (rate === null) throw new BadRequestError('PAIR_UNSUPPORTED', { from, to })
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

const isCrypto = (value: string): value is Crypto => (CRYPTO as readonly string[]).includes(value)
const isFiat = (value: string): value is Fiat => (FIAT as readonly string[]).includes(value)
const round = (value: number) => Math.round(value * 1e8) / 1e8
