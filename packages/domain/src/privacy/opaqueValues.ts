/**
 * JSON keys whose string values are never text a person wrote, so the personal-data scan
 * does not read them (it would only find "API keys" in random bytes):
 * - ciphertext, nonce, senderKey, ephemeralPublicKey: a sealed message envelope
 *   (`messageEnvelopeSchema`): random bytes and X25519 public keys, base64;
 * - publicKey: a published messaging key, public by design;
 * - cursor, nextCursor: paging positions the API mints itself (base64url of its sort key).
 * Keys such as `salt`, `signature` or `token` stay scanned: none is in a cacheable answer, and a
 * token there would be a real secret.
 */
export const OPAQUE_JSON_KEYS: ReadonlySet<string> = new Set([
  'ciphertext',
  'nonce',
  'senderKey',
  'ephemeralPublicKey',
  'publicKey',
  'cursor',
  'nextCursor',
])

// base64 or base64url, as all of the above are: a value with spaces or other signs is text
const TOKEN = /^[A-Za-z0-9+/_-]+={0,2}$/

export type Span = { start: number; end: number }

/**
 * Where, in a JSON text, the string values under OPAQUE_JSON_KEYS are (inside their quotes),
 * when they look like tokens. Text that is not JSON has none.
 */
export function opaqueValueSpans(text: string): Span[] {
  if (!/^\s*[[{]/.test(text) || !isJson(text)) return []
  const spans: Span[] = []
  // the key the next value belongs to, when that value would be opaque
  let opaqueKey = false
  let i = 0
  while (i < text.length) {
    const char = text[i]
    if (char !== '"') {
      // any other value (object, array, number, literal) or a comma ends the key's turn
      if (!/[\s:]/.test(char ?? '')) opaqueKey = false
      i += 1
      continue
    }
    const end = stringEnd(text, i)
    const raw = text.slice(i, end + 1)
    let next = end + 1
    while (/\s/.test(text[next] ?? '')) next += 1
    if (text[next] === ':') {
      opaqueKey = OPAQUE_JSON_KEYS.has(JSON.parse(raw) as string)
    } else {
      if (opaqueKey && TOKEN.test(JSON.parse(raw) as string)) spans.push({ start: i + 1, end })
      opaqueKey = false
    }
    i = end + 1
  }
  return spans
}

/** The index of the quote that closes the string opened at `start`. */
function stringEnd(text: string, start: number) {
  let i = start + 1
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1
  return i
}

function isJson(text: string) {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
