/** Wallet area limits (spec §9). */
export const WALLET_NAME_MAX_CHARS = 24
export const COPY_CONFIRMATION_MS = 1500

const UNITS = [
  { suffix: 't', digits: 12 },
  { suffix: 'b', digits: 9 },
  { suffix: 'm', digits: 6 },
  { suffix: 'k', digits: 3 },
] as const

/**
 * A balance given as a decimal string, abbreviated k, m, b, t from a thousand up, with at most
 * two decimals, cut rather than rounded so a balance never reads higher than it is:
 * "1234.5" → "1.23k", "0.0512" → "0.0512", "2500000" → "2.5m".
 */
export function abbreviateBalance(amount: string, smallDecimals = 4): string {
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.')
  const sign = amount.startsWith('-') ? '-' : ''
  const digits = whole.replace(/^0+(?=\d)/, '')
  for (const unit of UNITS) {
    if (digits.length > unit.digits) {
      const head = digits.slice(0, digits.length - unit.digits)
      const tail = digits.slice(digits.length - unit.digits, digits.length - unit.digits + 2)
      const decimals = tail.replace(/0+$/, '')
      return `${sign}${head}${decimals ? `.${decimals}` : ''}${unit.suffix}`
    }
  }
  const cut = fraction.slice(0, smallDecimals).replace(/0+$/, '')
  return `${sign}${digits}${cut ? `.${cut}` : ''}`
}

/** A display name cut to 24 characters, with an ellipsis when it was longer. */
export function truncateName(name: string, max = WALLET_NAME_MAX_CHARS): string {
  const chars = [...name]
  return chars.length <= max ? name : `${chars.slice(0, max - 1).join('')}…`
}
