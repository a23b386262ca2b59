import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isErrorCodeShaped } from './errorCodeShape.ts'

/** Every code of the English error catalogue. */
function catalogueCodes(): string[] {
  const dir = new URL('../errorMessages/en/', import.meta.url)
  return readdirSync(dir).flatMap((file) =>
    Object.keys(JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as object),
  )
}

describe('isErrorCodeShaped', () => {
  it('takes every code the API has, and nothing shaped otherwise', () => {
    for (const code of catalogueCodes()) expect(isErrorCodeShaped(code), code).toBe(true)
    for (const other of ['HTTP_502', 'not_a_code', 'Bad Request', '', 42, null, undefined, '_X'])
      expect(isErrorCodeShaped(other), String(other)).toBe(false)
  })
})
