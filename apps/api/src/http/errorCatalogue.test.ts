import { readdirSync } from 'node:fs'
import { checkCatalogue, describeProblem, LOCALES, SOURCE_LOCALE } from '@agora/domain'
import { describe, expect, it } from 'vitest'
import { ERROR_MESSAGES_DIR, errorText, readErrorMessages } from './errorCatalogue.ts'

describe('the error catalogue', () => {
  const source = readErrorMessages(SOURCE_LOCALE)

  it('has a folder for each language Agora speaks, and none for another', () => {
    expect(readdirSync(ERROR_MESSAGES_DIR).sort()).toEqual([...LOCALES].sort())
  })

  it.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))(
    'says in %s every message English has, with the same placeholders',
    (locale) => {
      const problems = checkCatalogue(source, locale, readErrorMessages(locale))
      expect(problems.map(describeProblem)).toEqual([])
    },
  )

  it('keeps each code in one place', () => {
    const codes = Object.values(source).flatMap((area) => Object.keys(area))
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([])
  })
})

describe('errorText', () => {
  it('puts the values in, in the language asked for', () => {
    expect(errorText('es', 'RATE_LIMITED', { seconds: 42 })).toEqual({
      text: 'Demasiadas solicitudes; vuelve a intentarlo en 42 segundos',
      language: 'es',
    })
    expect(errorText('ar', 'RATE_LIMITED', { seconds: 2 }).text).toContain('ثانيتين')
    expect(
      errorText('en', 'FIELD_TOO_BIG', { origin: 'string', maximum: 1, inclusive: 'true' }),
    ).toEqual({ text: 'must be at most 1 character', language: 'en' })
    expect(
      errorText('en', 'FIELD_TOO_BIG', { origin: 'number', maximum: 5, inclusive: 'false' }),
    ).toEqual({ text: 'must be less than 5', language: 'en' })
  })

  it('chooses between the variants a code has by its values', () => {
    expect(errorText('en', 'INVALID_JSON', { reason: 'empty' }).text).toBe(
      'Body is empty but JSON was declared',
    )
    expect(errorText('es', 'INVALID_JSON').text).toBe('El cuerpo de la solicitud no es JSON válido')
  })
})
