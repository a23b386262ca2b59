/** Kinds of personal data the scanner finds (spec §3 personal-data finding). */
export const PII_TYPES = [
  'email',
  'phone',
  'national_id',
  'card_number',
  'wallet_address',
  'private_key',
  'ip_address',
  'api_key',
] as const
export type PiiType = (typeof PII_TYPES)[number]

export type PiiSeverity = 'low' | 'medium' | 'high' | 'critical'

/** Critical findings block caching outright; the rest follow PII_POLICY. */
export const PII_SEVERITY: Record<PiiType, PiiSeverity> = {
  national_id: 'critical',
  card_number: 'critical',
  private_key: 'critical',
  api_key: 'critical',
  email: 'medium',
  phone: 'medium',
  ip_address: 'medium',
  wallet_address: 'low',
}

/**
 * What happens to a non-critical finding before a body is cached (spec §5):
 * - email: masked (`a***@e***.com`): enough to recognise, not to write to;
 * - phone: hashed (`phone#3f2a9c1e`): equal numbers stay equal, the number is gone;
 * - ip_address: removed;
 * - wallet_address: kept: addresses are public on-chain and are how Agora names people.
 */
export const PII_POLICY: Record<
  Exclude<PiiType, CriticalPiiType>,
  'mask' | 'hash' | 'remove' | 'keep'
> = {
  email: 'mask',
  phone: 'hash',
  ip_address: 'remove',
  wallet_address: 'keep',
}

export type CriticalPiiType = 'national_id' | 'card_number' | 'private_key' | 'api_key'

export type Candidate = { type: PiiType; start: number; end: number }

type Detector = {
  type: PiiType
  pattern: RegExp
  accept?: (match: RegExpExecArray, text: string) => boolean
}

// a 64-hex value is a key when named as one right before it; a bare one is a transaction
// or block hash, which Agora shows everywhere
const KEY_LABEL =
  /(priv(ate)?[\s_-]*key|secret|signing[\s_-]*key|\bpk|seed|wallet[\s_-]*key|my key)["'\s]*(is\s+)?[:=]?\s*["']?$/i
const NATIONAL_ID_LABEL =
  /(ssn|social security|national[\s_-]*id|passport|dni|nie|nino|tax[\s_-]*id|id[\s_-]*number)(\s*(number|no\.?|num))?["'\s]*(is\s+)?[:=#]?\s*["']?$/i
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'

const before = (text: string, index: number, length = 40) =>
  text.slice(Math.max(0, index - length), index)

const DETECTORS: Detector[] = [
  {
    type: 'private_key',
    pattern: /(?<![0-9a-fA-Fx])(?:0x)?[0-9a-fA-F]{64}(?![0-9a-fA-F])/g,
    accept: (match, text) => KEY_LABEL.test(before(text, match.index)),
  },
  {
    type: 'api_key',
    pattern:
      /\b(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{16,}\b|\bAKIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{36,}\b|\bxox[abprs]-[A-Za-z0-9-]{10,}\b|\bAIza[0-9A-Za-z_-]{35}\b|\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g,
  },
  {
    // a long token mixing upper case, lower case and digits, with no separators
    type: 'api_key',
    pattern: /(?<![A-Za-z0-9_/.-])[A-Za-z0-9]{32,}(?![A-Za-z0-9_/.-])/g,
    accept: ([value]) =>
      /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && !isEncodedText(value),
  },
  {
    // not inside a word: a UUID's digits can run 13 long across its hyphens ("47010863-0285-48e7"),
    // Luhn-valid for one in ten, and ids fill every cacheable answer
    type: 'card_number',
    pattern: /(?<![\w-])(?:\d[ -]?){12,18}\d(?![\w-])/g,
    accept: ([value]) => {
      const digits = value.replace(/\D/g, '')
      return hasCardPrefix(digits) && luhnValid(digits)
    },
  },
  {
    type: 'national_id',
    pattern: /(?<![\d-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\d-])/g,
  },
  {
    // Spanish DNI: eight digits and its check letter
    type: 'national_id',
    pattern: /\b\d{8}-?[A-Z]\b/g,
    accept: ([value]) => {
      const digits = Number(value.slice(0, 8))
      return DNI_LETTERS[digits % 23] === value.at(-1)
    },
  },
  {
    // UK National Insurance number
    type: 'national_id',
    pattern: /\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g,
  },
  {
    // any other number named as an identity document right before it
    type: 'national_id',
    pattern: /\b[A-Z0-9][A-Z0-9-]{5,18}[A-Z0-9]\b/g,
    accept: (match, text) =>
      /\d/.test(match[0]) && NATIONAL_ID_LABEL.test(before(text, match.index)),
  },
  {
    type: 'email',
    pattern: /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g,
  },
  {
    type: 'phone',
    pattern:
      /(?<![\w+])\+\d{1,3}(?:[ .-]?\(?\d{1,4}\)?){2,5}(?![\w])|(?<!\w)\(\d{3}\) ?\d{3}-\d{4}(?!\w)|(?<![\w-])\d{3}[.-]\d{3}[.-]\d{4}(?![\w-])/g,
    accept: ([value]) => {
      const digits = value.replace(/\D/g, '').length
      return digits >= 8 && digits <= 15
    },
  },
  {
    type: 'wallet_address',
    pattern: /(?<![0-9a-fA-F])0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g,
  },
  {
    type: 'ip_address',
    pattern:
      /(?<![\w.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\w.])/g,
    accept: (match, text) => !/(v|version|ver\.?)\s*$/i.test(before(text, match.index, 10)),
  },
  {
    type: 'ip_address',
    pattern:
      /(?<![\w:])(?:[0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}(?![\w:])|(?<![\w:])(?:[0-9a-fA-F]{1,4}:){1,6}:(?:[0-9a-fA-F]{1,4}:){0,5}[0-9a-fA-F]{1,4}(?![\w:])/g,
  },
]

/** Every match of every detector, overlapping ones included. */
export function candidates(text: string): Candidate[] {
  const found: Candidate[] = []
  for (const { type, pattern, accept } of DETECTORS) {
    for (const match of text.matchAll(pattern)) {
      const exec = match as RegExpExecArray
      if (accept && !accept(exec, text)) continue
      found.push({ type, start: exec.index, end: exec.index + exec[0].length })
    }
  }
  return found
}

/**
 * A key is random bytes; a token that is base64 of readable text is encoded data (the API's
 * paging cursors are base64url JSON), so it is not taken for a key.
 */
function isEncodedText(token: string) {
  if (token.length % 4 === 1) return false
  const decoded = atob(token.padEnd(Math.ceil(token.length / 4) * 4, '='))
  return /^[\t\n\r\x20-\x7e]+$/.test(decoded)
}

function hasCardPrefix(digits: string) {
  return /^(4|5[1-5]|2[2-7]|3[47]|6011|65|35)/.test(digits) && digits.length >= 13
}

/** The Luhn checksum card numbers carry: order numbers and ids almost never pass it. */
export function luhnValid(digits: string) {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}
