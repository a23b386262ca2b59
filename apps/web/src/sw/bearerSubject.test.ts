import { describe, expect, it } from 'vitest'
import { bearerSubject } from './bearerSubject.ts'

const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`

describe('bearerSubject', () => {
  it('reads the user a bearer token names', () => {
    expect(bearerSubject(`Bearer ${jwt({ sub: 'user-1', sid: 's' })}`)).toBe('user-1')
  })

  it('names nobody for a missing, malformed or subject-less token', () => {
    expect(bearerSubject(null)).toBeNull()
    expect(bearerSubject('Bearer mock_token_0xabc_1')).toBeNull()
    expect(bearerSubject('Bearer a.!!!.c')).toBeNull()
    expect(bearerSubject(`Bearer ${jwt({ sid: 's' })}`)).toBeNull()
  })
})
