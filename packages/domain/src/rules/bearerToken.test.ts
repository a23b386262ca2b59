import { describe, expect, it } from 'vitest'
import { bearerToken } from './bearerToken.ts'

describe('bearerToken', () => {
  it('reads the token after the Bearer scheme, in any case and after any spacing', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi')
    expect(bearerToken('bearer abc')).toBe('abc')
    expect(bearerToken('BEARER \t abc')).toBe('abc')
  })

  it('finds none in a missing header, another scheme, or a token with spaces', () => {
    expect(bearerToken(null)).toBeNull()
    expect(bearerToken(undefined)).toBeNull()
    expect(bearerToken('')).toBeNull()
    expect(bearerToken('Bearer')).toBeNull()
    expect(bearerToken('Bearer ')).toBeNull()
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull()
    expect(bearerToken('Bearer two tokens')).toBeNull()
    expect(bearerToken('xBearer abc')).toBeNull()
  })
})
