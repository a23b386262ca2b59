/** Exact order of two plain decimal strings (digits, at most one point): -1, 0 or 1. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const [aWhole, aFraction = ''] = a.split('.')
  const [bWhole, bFraction = ''] = b.split('.')
  const wholeA = (aWhole ?? '').replace(/^0+/, '')
  const wholeB = (bWhole ?? '').replace(/^0+/, '')
  if (wholeA.length !== wholeB.length) return wholeA.length < wholeB.length ? -1 : 1
  const width = Math.max(aFraction.length, bFraction.length)
  const left = wholeA + aFraction.padEnd(width, '0')
  const right = wholeB + bFraction.padEnd(width, '0')
  return left === right ? 0 : left < right ? -1 : 1
}

export type ParsedDecimal = { ok: true; value: string } | { ok: false; problem: string }

/**
 * A number as people type it, in any common locale: "1,50" and "1.50" are one and a half,
 * "1.234,50" and "1,234.50" are the same thousand-odd. Returns plain digits with at most
 * one point, or what is wrong in words.
 */
export function parseLocaleDecimal(input: string): ParsedDecimal {
  const text = input.trim().replace(/[\s\u00a0\u202f']/g, '')
  if (text === '') return { ok: false, problem: 'Enter an amount' }
  if (text.startsWith('-')) return { ok: false, problem: 'Must be above 0' }
  if (!/^[\d.,]+$/.test(text))
    return { ok: false, problem: 'Use digits and one decimal separator, like 12.50 or 12,50' }
  const lastComma = text.lastIndexOf(',')
  const lastPoint = text.lastIndexOf('.')
  const commas = text.split(',').length - 1
  const points = text.split('.').length - 1
  let decimalMark: ',' | '.' | null = null
  if (commas && points) decimalMark = lastComma > lastPoint ? ',' : '.'
  else if (commas === 1) decimalMark = ','
  else if (points === 1) decimalMark = '.'
  const groupMark = decimalMark ? (decimalMark === ',' ? '.' : ',') : commas ? ',' : '.'
  if (decimalMark && text.split(decimalMark).length > 2)
    return { ok: false, problem: 'Use only one decimal separator' }
  const [whole = '', fraction] = decimalMark ? text.split(decimalMark) : [text]
  if (fraction?.includes(groupMark)) return { ok: false, problem: 'Use only one decimal separator' }
  const digits = whole.split(groupMark)
  // thousands come in groups of three after the first, as in 1,234,567
  if (digits.length > 1 && digits.slice(1).some((group) => group.length !== 3))
    return { ok: false, problem: 'Use only one decimal separator' }
  const wholeDigits = digits.join('')
  if (fraction === '') return { ok: false, problem: 'Add digits after the decimal separator' }
  const value = `${wholeDigits || '0'}${fraction ? `.${fraction}` : ''}`
  return { ok: true, value }
}
