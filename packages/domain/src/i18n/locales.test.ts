import { describe, expect, it } from 'vitest'
import { localeOfTag, negotiateLocale, resolveLocale } from './locales.ts'

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
