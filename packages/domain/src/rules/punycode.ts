// RFC 3492 (Punycode) parameters
const BASE = 36
const T_MIN = 1
const T_MAX = 26
const SKEW = 38
const DAMP = 700
const INITIAL_BIAS = 72
const INITIAL_N = 128
const MAX_CODE_POINT = 0x10ffff

function adapt(delta: number, points: number, first: boolean) {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1
  d += Math.floor(d / points)
  let k = 0
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN))
    k += BASE
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW))
}

function digitOf(code: number) {
  if (code >= 48 && code <= 57) return code - 22
  if (code >= 65 && code <= 90) return code - 65
  if (code >= 97 && code <= 122) return code - 97
  return BASE
}

/**
 * A Punycode string decoded (RFC 3492), such as a domain label without its `xn--`; null when
 * it is not valid Punycode. Browsers have no decoder of their own (URL gives the ASCII form).
 */
export function decodePunycode(input: string): string | null {
  const basicEnd = Math.max(input.lastIndexOf('-'), 0)
  const output: number[] = []
  for (let j = 0; j < basicEnd; j++) {
    const code = input.charCodeAt(j)
    if (code >= 0x80) return null
    output.push(code)
  }
  let n = INITIAL_N
  let bias = INITIAL_BIAS
  let i = 0
  for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < input.length; ) {
    const before = i
    for (let w = 1, k = BASE; ; k += BASE) {
      if (index >= input.length) return null
      const digit = digitOf(input.charCodeAt(index++))
      if (digit >= BASE) return null
      i += digit * w
      if (i > MAX_CODE_POINT * (output.length + 1)) return null
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias
      if (digit < t) break
      w *= BASE - t
    }
    const length = output.length + 1
    bias = adapt(i - before, length, before === 0)
    n += Math.floor(i / length)
    i %= length
    if (n > MAX_CODE_POINT) return null
    output.splice(i++, 0, n)
  }
  return String.fromCodePoint(...output)
}

/** A host name with each `xn--` label decoded: what a reader would see. */
export function unicodeHost(host: string): string {
  return host
    .split('.')
    .map((label) => (label.startsWith('xn--') ? (decodePunycode(label.slice(4)) ?? label) : label))
    .join('.')
}
