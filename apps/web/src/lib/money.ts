import { abbreviateBalance, CURRENCY_DECIMALS, type Currency } from '@agora/domain'
import { formatUnits, parseUnits } from 'viem'
import { formatNumber } from '../i18n/format.ts'

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

/**
 * "12345.500000" → "12,345.5 USDC" (in Spanish "12.345,5 USDC"): the reader's digits, every
 * decimal exact (the string is formatted as written, never through a float), long fractions
 * cut (not rounded) to `maxDecimals`.
 */
export function formatAmount(amount: string, currency: Currency, maxDecimals = 6): string {
  const digits = formatNumber(amount as `${number}`, {
    maximumFractionDigits: maxDecimals,
    roundingMode: 'trunc',
  })
  return `${digits} ${currency}`
}

/**
 * A wallet balance as the spec abbreviates it ("9.99k ETH", "1.5m USDC"), with the reader's
 * decimal mark ("9,99k ETH" in Spanish): the header and the wallet page show it alike.
 */
export function formatBalance(amount: string, symbol: string): string {
  const [, digits = '0', suffix = ''] =
    /^(-?[\d.]+)([kmbt]?)$/.exec(abbreviateBalance(amount)) ?? []
  const localized = formatNumber(digits as `${number}`, { maximumFractionDigits: 20 })
  return `${localized}${suffix} ${symbol}`
}
