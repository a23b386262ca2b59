import { describe, expect, it } from 'vitest'
import { summaryOf, translateError, translateMessage } from './translateError.ts'

describe('translateMessage', () => {
  it('gives Spanish for a fixed message and for one with values', () => {
    expect(translateMessage('No such post', 'es')).toBe('Esa publicación no existe')
    expect(translateMessage('Chain 10 is not supported', 'es')).toBe(
      'La cadena 10 no es compatible',
    )
  })

  it('gives null for a message without a translation, and English back for English', () => {
    expect(translateMessage('A message nobody translated', 'es')).toBeNull()
    expect(translateMessage('No such post', 'en')).toBe('No such post')
  })
})

describe('translateError', () => {
  const refusal = { success: false as const, error: 'No such post', code: 'POST_NOT_FOUND' }

  it('translates `error` and keeps the code', () => {
    expect(translateError(refusal, 'es')).toEqual({
      body: { success: false, error: 'Esa publicación no existe', code: 'POST_NOT_FOUND' },
      language: 'es',
    })
  })

  it('leaves English, and says so, when there is no translation', () => {
    const body = { ...refusal, error: 'A message nobody translated' }
    expect(translateError(body, 'es')).toEqual({ body, language: 'en' })
    expect(translateError(refusal, 'en')).toEqual({ body: refusal, language: 'en' })
  })

  it('keeps the other details as they are', () => {
    const body = { ...refusal, details: { required: '10', wallet: '0xabc' } }
    expect(translateError(body, 'es').body.details).toEqual({ required: '10', wallet: '0xabc' })
  })

  const fields = [
    { field: 'body.content', message: 'must be at most 280 characters' },
    { field: 'body.count', message: 'Too small: expected number to be >0' },
  ]
  const validation = {
    success: false as const,
    error: summaryOf('Invalid request: ', fields),
    code: 'VALIDATION_FAILED',
    details: { fields },
  }

  it('translates each field message and rebuilds the summary from them', () => {
    const { body, language } = translateError(validation, 'es')
    expect(body.details?.fields).toEqual([
      { field: 'body.content', message: 'debe tener como máximo 280 caracteres' },
      { field: 'body.count', message: 'Demasiado pequeño: debe ser mayor que 0' },
    ])
    expect(body.error).toBe(
      'Solicitud no válida: body.content debe tener como máximo 280 caracteres; ' +
        'body.count Demasiado pequeño: debe ser mayor que 0',
    )
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(language).toBe('es')
  })

  it('keeps an English summary when one field has no translation, and translates the others', () => {
    const mixed = [...fields, { field: 'body.x', message: 'is not translated anywhere' }]
    const body = {
      ...validation,
      error: summaryOf('Invalid request: ', mixed),
      details: { fields: mixed },
    }
    const translated = translateError(body, 'es')
    expect(translated.body.error).toBe(body.error)
    expect(translated.language).toBe('en')
    expect(translated.body.details?.fields).toContainEqual({
      field: 'body.content',
      message: 'debe tener como máximo 280 caracteres',
    })
  })

  it('translates a one-field summary thrown by a service', () => {
    const body = {
      success: false as const,
      error: 'Invalid request: body.until must be in the future',
      code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'body.until', message: 'must be in the future' }] },
    }
    expect(translateError(body, 'es').body).toMatchObject({
      error: 'Solicitud no válida: body.until debe ser una fecha futura',
      details: { fields: [{ field: 'body.until', message: 'debe ser una fecha futura' }] },
    })
  })
})
