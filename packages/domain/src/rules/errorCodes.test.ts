import { describe, expect, it } from 'vitest'
import { ERROR_CODES, isErrorCode } from './errorCodes.ts'

describe('isErrorCode', () => {
  it('accepts the codes the API answers with and nothing else', () => {
    expect(isErrorCode('LISTING_SOLD_OUT')).toBe(true)
    expect(isErrorCode('HTTP_502')).toBe(false)
    expect(isErrorCode(undefined)).toBe(false)
  })

  it('lists each code once, in the UPPER_SNAKE form', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length)
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/)
  })
})
