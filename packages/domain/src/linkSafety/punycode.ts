/// <reference path="../types/punycode.js.d.ts" />
import punycode from 'punycode.js'

/** The Unicode form of an IDN label's Punycode part (after "xn--"), or null when it is not valid. */
export function decodePunycode(encoded: string): string | null {
  try {
    return punycode.decode(encoded)
  } catch {
    return null
  }
}

/** A host name label as a reader sees it: an `xn--` label decoded, anything else as it is. */
export function unicodeLabel(label: string): string {
  return label.startsWith('xn--') ? (decodePunycode(label.slice(4)) ?? label) : label
}

/** A host name with each `xn--` label decoded: what a reader would see. */
export function unicodeHost(host: string): string {
  return host.split('.').map(unicodeLabel).join('.')
}
