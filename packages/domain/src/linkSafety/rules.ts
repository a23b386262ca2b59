import { unicodeLabel } from './punycode.ts'

/**
 * Crypto sites phishing pages imitate most: a host name whose label looks like one of these
 * names without being it ("metamаsk" with a Cyrillic а, "0pensea", "rnetamask") is a look-alike.
 */
export const WELL_KNOWN_CRYPTO_SITES = [
  '1inch.io',
  'aave.com',
  'arbitrum.io',
  'basescan.org',
  'binance.com',
  'blur.io',
  'coinbase.com',
  'coingecko.com',
  'coinmarketcap.com',
  'curve.fi',
  'debank.com',
  'etherscan.io',
  'ethereum.org',
  'exodus.com',
  'kraken.com',
  'ledger.com',
  'lido.fi',
  'magiceden.io',
  'metamask.io',
  'myetherwallet.com',
  'opensea.io',
  'pancakeswap.finance',
  'phantom.app',
  'polygon.technology',
  'rabby.io',
  'rainbow.me',
  'trezor.io',
  'trustwallet.com',
  'uniswap.org',
  'walletconnect.com',
] as const

export type LinkFlag =
  /** On the list of phishing and wallet-drainer domains (itself or a parent domain). */
  | { host: string; reason: 'blocked' }
  /** Its letters look like a well-known crypto site's name, but it is another name. */
  | { host: string; reason: 'lookalike'; imitates: string }
  /** One label mixes Latin letters with another alphabet's: a look-alike in the making. */
  | { host: string; reason: 'mixedScripts' }

export type LinkFlagReason = LinkFlag['reason']

// letters that read alike, mapped to one of them (a small part of Unicode's confusables)
const LOOK_ALIKE: Readonly<Record<string, string>> = {
  а: 'a',
  ɑ: 'a',
  α: 'a',
  е: 'e',
  ε: 'e',
  о: 'o',
  ο: 'o',
  օ: 'o',
  0: 'o',
  р: 'p',
  ρ: 'p',
  с: 'c',
  ϲ: 'c',
  у: 'y',
  ү: 'y',
  х: 'x',
  χ: 'x',
  ѕ: 's',
  ј: 'j',
  ԁ: 'd',
  һ: 'h',
  հ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  ց: 'g',
  ν: 'v',
  κ: 'k',
  τ: 't',
  υ: 'u',
  ս: 'u',
  ո: 'n',
  п: 'n',
  т: 't',
  м: 'm',
  к: 'k',
  в: 'b',
  ь: 'b',
  і: 'l',
  ı: 'l',
  ɩ: 'l',
  ι: 'l',
  i: 'l',
  1: 'l',
  ӏ: 'l',
  '|': 'l',
}

/** What a label reads as: marks dropped, look-alike letters merged, "rn" read as "m". */
function skeleton(label: string): string {
  const bare = label.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
  return [...bare]
    .map((char) => LOOK_ALIKE[char] ?? char)
    .join('')
    .replaceAll('rn', 'm')
    .replaceAll('vv', 'w')
}

const IMITATED = new Map(
  WELL_KNOWN_CRYPTO_SITES.map((site) => {
    const label = site.slice(0, site.indexOf('.'))
    return [skeleton(label), { label, site }] as const
  }),
)

const LATIN = /\p{Script=Latin}/u
const OTHER_ALPHABET =
  /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}]/u

/** A host as URLs give it: lower case, ASCII (xn--) labels, without a trailing dot. */
export function normalizeHost(host: string): string {
  return host.toLowerCase().replace(/\.+$/, '')
}

/** Whether `host` or a domain it is under is on the list (`a.evil.example` under `evil.example`). */
export function isBlockedHost(host: string, blocked: ReadonlySet<string>): boolean {
  const labels = normalizeHost(host).split('.')
  for (let from = 0; from < labels.length - 1; from++) {
    if (blocked.has(labels.slice(from).join('.'))) return true
  }
  return false
}

/** Why a link to `host` must be warned about, or null when nothing is known against it. */
export function hostFlag(hostName: string, blocked: ReadonlySet<string>): LinkFlag | null {
  const host = normalizeHost(hostName)
  if (isBlockedHost(host, blocked)) return { host, reason: 'blocked' }
  for (const ascii of host.split('.')) {
    const label = unicodeLabel(ascii)
    const imitated = IMITATED.get(skeleton(label))
    if (imitated && label !== imitated.label)
      return { host, reason: 'lookalike', imitates: imitated.site }
    if (LATIN.test(label) && OTHER_ALPHABET.test(label)) return { host, reason: 'mixedScripts' }
  }
  return null
}

/** Why an http(s) link must be warned about, or null (also for what is not an http(s) URL). */
export function linkFlag(href: string, blocked: ReadonlySet<string>): LinkFlag | null {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return hostFlag(url.hostname, blocked)
}

/** http(s) links in user text (the web turns the same matches into links). */
export const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/gi
// a bare domain such as "claim-airdrop.example" or "metamаsk.io", not part of an e-mail or path
const DOMAIN_IN_TEXT =
  /(?<![\p{L}\p{N}@./-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}(?![\p{L}\p{N}-])/gu

/** The first link or bare domain in `text` that must be warned about, or null. */
export function flaggedLinkIn(text: string, blocked: ReadonlySet<string>): LinkFlag | null {
  const hrefs = [
    ...[...text.matchAll(URL_IN_TEXT)].map((match) => match[0]),
    ...[...text.replace(URL_IN_TEXT, ' ').matchAll(DOMAIN_IN_TEXT)].map(
      (match) => `http://${match[0]}`,
    ),
  ]
  for (const href of hrefs) {
    const flag = linkFlag(href, blocked)
    if (flag) return flag
  }
  return null
}

/** A blocklist file's text as a set: one domain a line, `#` comments, blank lines skipped. */
export function parseBlocklist(text: string): Set<string> {
  const domains = text
    .split('\n')
    .map((line) => normalizeHost(line.replace(/#.*/, '').trim()))
    .filter((line) => line.includes('.'))
  return new Set(domains)
}
