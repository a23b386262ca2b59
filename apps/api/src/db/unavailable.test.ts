import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './unavailable.ts'

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['an administrator shutdown', withCode('57P01')],
    ['a server still starting', withCode('57P03')],
    ['a connection exception', withCode('08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
  ])('recognises %s, also as the cause of a query error', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: error }))).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('23505')],
    ['bad input', withCode('22P02')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('leaves %s to be a 500 or the caller’s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
