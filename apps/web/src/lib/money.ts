import { CURRENCY_DECIMALS, type Currency } from '@agora/domain'
import { formatUnits, parseUnits } from 'viem'

/** "1.5" ETH → 1500000000000000000n; exact, never through a float. */
export function toBaseUnits(amount: string, currency: Currency): bigint {
  return parseUnits(amount, CURRENCY_DECIMALS[currency])
}

/** 1500000000000000000n ETH → "1.5". */
export function fromBaseUnits(units: bigint | string, currency: Currency): string {
  return formatUnits(BigInt(units), CURRENCY_DECIMALS[currency])
}

/** A decimal string times a whole quantity, still as a decimal string. */
export function multiplyAmount(amount: string, quantity: number, currency: Currency): string {
  return fromBaseUnits(toBaseUnits(amount, currency) * BigInt(quantity), currency)
}

/** "1.500000" → "1.5 USDC"; long fractions are cut (not rounded) to `maxDecimals`. */
export function formatAmount(amount: string, currency: Currency, maxDecimals = 6): string {
  const [whole = '0', fraction = ''] = amount.split('.')
  const cut = fraction.slice(0, maxDecimals).replace(/0+$/, '')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${cut ? `${grouped}.${cut}` : grouped} ${currency}`
}
