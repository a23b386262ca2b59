import { afterEach, describe, expect, it, vi } from 'vitest'
import { localeOfTag, negotiateLocale, resolveLocale, textDirection } from './locales.ts'

describe('negotiateLocale', () => {
  it('takes the first spoken language of a browser list', () => {
    expect(negotiateLocale(['ja-JP', 'es-MX', 'en'])).toBe('es')
    expect(negotiateLocale(['fr-CA', 'es'])).toBe('fr')
    expect(negotiateLocale(['ko'])).toBe('en')
    expect(negotiateLocale([])).toBe('en')
  })

  it('ranks an Accept-Language header by q-value, then by order', () => {
    expect(negotiateLocale('en;q=0.5, es;q=0.9')).toBe('es')
    expect(negotiateLocale('es-ES,es;q=0.9,en;q=0.8')).toBe('es')
    expect(negotiateLocale('ja, en;q=0.1, es;q=0.1')).toBe('en')
    expect(negotiateLocale('ja, de-AT;q=0.5, en;q=0.1')).toBe('de')
  })

  it('refuses a language marked q=0, and reads * and garbage as English', () => {
    expect(negotiateLocale('es;q=0, en;q=0.5')).toBe('en')
    expect(negotiateLocale('*')).toBe('en')
    expect(negotiateLocale(';;;,q=x')).toBe('en')
    expect(negotiateLocale(undefined)).toBe('en')
  })
})

describe('locale choices', () => {
  it('maps tags to spoken languages only', () => {
    expect(localeOfTag('ES_ar')).toBe('es')
    expect(localeOfTag('pt-BR')).toBe('pt-BR')
    expect(localeOfTag('pt')).toBe('pt-BR')
    expect(localeOfTag('ar-EG')).toBe('ar')
    expect(localeOfTag('zh-TW')).toBeNull()
  })

  it("follows the browser for 'system', else the choice", () => {
    expect(resolveLocale('system', ['es-CL'])).toBe('es')
    expect(resolveLocale('en', ['es-CL'])).toBe('en')
  })
})

describe('textDirection', () => {
  it('writes Arabic and other right-to-left scripts right to left', () => {
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('ar-EG')).toBe('rtl')
    expect(textDirection('he')).toBe('rtl')
    expect(textDirection('fa-IR')).toBe('rtl')
  })

  it('writes Latin-script languages, and tags it cannot read, left to right', () => {
    for (const tag of ['en', 'es', 'fr', 'de', 'pt-BR']) expect(textDirection(tag)).toBe('ltr')
    expect(textDirection('not a tag')).toBe('ltr')
  })

  it('follows the script when a tag names one', () => {
    expect(textDirection('az-Arab')).toBe('rtl')
    expect(textDirection('ku-Latn')).toBe('ltr')
  })

  describe('in an engine without Intl text info', () => {
    afterEach(() => vi.restoreAllMocks())

    it('knows the right-to-left languages by name', () => {
      // what Intl.Locale offers here, as an engine without text info would answer
      const proto = Intl.Locale.prototype as unknown as {
        getTextInfo: () => unknown
        readonly textInfo: unknown
      }
      if ('getTextInfo' in proto) vi.spyOn(proto, 'getTextInfo').mockReturnValue(undefined)
      if ('textInfo' in proto) vi.spyOn(proto, 'textInfo', 'get').mockReturnValue(undefined)
      expect(textDirection('ar-SA')).toBe('rtl')
      expect(textDirection('he')).toBe('rtl')
      expect(textDirection('es')).toBe('ltr')
    })
  })
})
