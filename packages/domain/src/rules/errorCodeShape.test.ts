import { describe, expect, it } from 'vitest'
import { isErrorCodeShaped } from './errorCodeShape.ts'
import { ERROR_CODES } from './errorCodes.ts'

describe('isErrorCodeShaped', () => {
  it('takes every code the API has, and nothing shaped otherwise', () => {
    for (const code of ERROR_CODES) expect(isErrorCodeShaped(code), code).toBe(true)
    for (const other of ['HTTP_502', 'not_a_code', 'Bad Request', '', 42, null, undefined, '_X'])
      expect(isErrorCodeShaped(other), String(other)).toBe(false)
  })
})
