import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '../i18n/activateLocale.ts'
import { documentTitle } from './documentTitle.ts'

describe('documentTitle', () => {
  afterEach(() => activateLocale('en'))

  it('names each page after what it shows', () => {
    expect(documentTitle('/')).toBe('Home · Agora')
    expect(documentTitle('/market')).toBe('Marketplace · Agora')
    expect(documentTitle('/market/3f2a')).toBe('Listing · Agora')
    expect(documentTitle('/sell/listings/new')).toBe('New listing · Agora')
    expect(documentTitle('/account/verification')).toBe('Identity verification · Agora')
  })

  it('falls back to the app name for pages it does not know', () => {
    expect(documentTitle('/no/such/page')).toBe('Agora')
  })

  it('names the page in the active language', async () => {
    await activateLocale('es')
    expect(documentTitle('/market')).toBe('Mercado · Agora')
    expect(documentTitle('/account/verification')).toBe('Verificación de identidad · Agora')
  })
})
