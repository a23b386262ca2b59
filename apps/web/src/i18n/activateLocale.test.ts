import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from './activateLocale.ts'

describe('activateLocale', () => {
  afterEach(async () => {
    await activateLocale('en')
  })

  it("gives the page the language's lang and the direction it is written in", async () => {
    document.documentElement.removeAttribute('dir')
    await activateLocale('es')
    expect(document.documentElement.lang).toBe('es')
    expect(document.documentElement.getAttribute('dir')).toBe('ltr')
  })
})
