import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api.ts'
import { AUTH_ERRORS, authFailure } from './authErrors.ts'

describe('authFailure', () => {
  it('shows the server’s message and keeps its status and code', () => {
    const refused = new ApiError(409, 'HANDLE_TAKEN', 'This handle is taken')
    const error = authFailure(refused, AUTH_ERRORS.registrationFailed)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 409,
      code: 'HANDLE_TAKEN',
      message: 'This handle is taken',
    })
  })

  it('falls back to the spec’s text when the server said nothing of its own', () => {
    const bare = new ApiError(502, 'HTTP_502', 'Bad Gateway')
    expect(authFailure(bare, AUTH_ERRORS.loginFailed)).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Login failed',
    })
    expect(authFailure(new TypeError('boom'), AUTH_ERRORS.loginFailed).message).toBe('Login failed')
  })
})
