import type { ErrorCode } from '@agora/domain'
import { describe, expect, it } from 'vitest'
import { codeOfZodIssue, type ZodValidationEntry } from './zodIssues.ts'

const isCode = (value: string): value is ErrorCode => /^[A-Z][A-Z_]+$/.test(value)
const entry = (keyword: string, message: string, params: Record<string, unknown> = {}) =>
  ({ keyword, instancePath: '/x', message, params }) satisfies ZodValidationEntry

describe('codeOfZodIssue', () => {
  it('reads a missing field as required, and a wrong type with what was expected', () => {
    expect(
      codeOfZodIssue(
        entry('invalid_type', 'Invalid input: expected string, received undefined', {
          expected: 'string',
        }),
        isCode,
      ),
    ).toEqual({ code: 'FIELD_REQUIRED' })
    expect(
      codeOfZodIssue(
        entry('invalid_type', 'Invalid input: expected number, received string', {
          expected: 'number',
        }),
        isCode,
      ),
    ).toEqual({ code: 'FIELD_TYPE', params: { expected: 'number' } })
  })

  it('gives a limit with the kind of value it bounds and whether it is inclusive', () => {
    expect(
      codeOfZodIssue(
        entry('too_big', 'Too big', { origin: 'string', maximum: 280, inclusive: true }),
        isCode,
      ),
    ).toEqual({
      code: 'FIELD_TOO_BIG',
      params: { inclusive: 'true', origin: 'string', maximum: 280 },
    })
    expect(
      codeOfZodIssue(
        entry('too_small', 'Too small', { origin: 'number', minimum: 0, inclusive: false }),
        isCode,
      ),
    ).toEqual({
      code: 'FIELD_TOO_SMALL',
      params: { inclusive: 'false', origin: 'number', minimum: 0 },
    })
  })

  it("takes a schema's own message as its code, with the issue's values and the refine's", () => {
    expect(
      codeOfZodIssue(entry('too_big', 'IMAGES_TOO_MANY', { origin: 'array', maximum: 8 }), isCode),
    ).toEqual({ code: 'IMAGES_TOO_MANY', params: { origin: 'array', maximum: 8 } })
    expect(
      codeOfZodIssue(entry('custom', 'CHOICES_REPEATED', { params: { choice: 'Yes' } }), isCode),
    ).toEqual({ code: 'CHOICES_REPEATED', params: { choice: 'Yes' } })
    expect(codeOfZodIssue(entry('custom', 'HANDLE_FORMAT'), isCode)).toEqual({
      code: 'HANDLE_FORMAT',
    })
  })

  it('names the format, the allowed values and unknown keys', () => {
    expect(
      codeOfZodIssue(entry('invalid_format', 'Invalid email', { format: 'email' }), isCode),
    ).toEqual({ code: 'FIELD_FORMAT', params: { format: 'email' } })
    expect(codeOfZodIssue(entry('invalid_format', 'Invalid', { format: 'regex' }), isCode)).toEqual(
      { code: 'FIELD_FORMAT', params: { format: 'other' } },
    )
    expect(
      codeOfZodIssue(entry('invalid_value', 'Invalid option', { values: ['a', 'b'] }), isCode),
    ).toEqual({ code: 'FIELD_NOT_ONE_OF', params: { values: 'a, b' } })
    expect(
      codeOfZodIssue(entry('unrecognized_keys', 'Unrecognized key', { keys: ['extra'] }), isCode),
    ).toEqual({ code: 'FIELD_UNKNOWN_KEYS', params: { keys: 'extra' } })
    expect(codeOfZodIssue(entry('invalid_union', 'Invalid input'), isCode)).toEqual({
      code: 'FIELD_INVALID',
    })
  })
})
