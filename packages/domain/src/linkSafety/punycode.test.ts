import { domainToUnicode } from 'node:url'
import { describe, expect, it } from 'vitest'
import { decodePunycode, unicodeHost } from './punycode.ts'

describe('decodePunycode', () => {
  it('decodes as Node’s own IDNA does', () => {
    for (const host of [
      'xn--myetherwalet-1fb.com',
      'xn--bttrex-3va.net',
      'xn--mytherwalet-cbb87i.com',
      'xn--metherwallet-c06f.com',
      'xn--80ak6aa92e.com',
      'xn--mnchen-3ya.de',
      'xn--fsqu00a.xn--0zwm56d',
      'xn--unswap-qvf.org',
      'xn--metmask-4fg.io',
    ]) {
      expect(unicodeHost(host)).toBe(domainToUnicode(host))
    }
  })

  it('refuses what is not Punycode', () => {
    expect(decodePunycode('abc-!!')).toBeNull()
    expect(decodePunycode('é-abc')).toBeNull()
    expect(decodePunycode('99999999999')).toBeNull()
    expect(unicodeHost('xn--abc-!!.com')).toBe('xn--abc-!!.com')
  })
})
