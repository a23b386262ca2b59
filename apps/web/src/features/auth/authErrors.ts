import { isErrorCode } from '@agora/domain'
import { ApiError } from '../../lib/api.ts'

/** The texts of spec §8, word for word. */
export const AUTH_ERRORS = {
  authenticationFailed: 'Authentication failed',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  updateFailed: 'Update failed',
  kycInitiationFailed: 'KYC initiation failed',
  tokenRefreshFailed: 'Token refresh failed',
  noTokenToRefresh: 'No token to refresh',
  notAuthenticated: 'Not authenticated',
  networkError: 'Network error occurred',
  noTokenReceived: 'Authentication failed - no token received',
} as const

export function authenticationFailedWithStatus(status: number) {
  return `Authentication failed (${status})`
}

/** True when the server answered with its own error text (every API error carries a code). */
function hasServiceMessage(error: unknown): error is ApiError {
  return error instanceof ApiError && isErrorCode(error.code)
}

/** The server's own message for a failed call, or `fallback` when it gave none. */
export function serviceMessage(error: unknown, fallback: string): string {
  return hasServiceMessage(error) ? error.message : fallback
}

/**
 * The spec's text for a failed call (the server's own message when it gave one), keeping
 * the server's status and code, so callers can still tell a taken handle from a bad password.
 */
export function authFailure(error: unknown, fallback: string): Error {
  const message = serviceMessage(error, fallback)
  return error instanceof ApiError
    ? new ApiError(error.status, error.code, message, error.details)
    : new Error(message, { cause: error })
}

/** No answer, or the server failed: the cases where sign-in falls back to an offline session. */
export function isServerUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500)
}

/** The server refused the token itself (spec §4: the token is cleared). */
export function isSessionRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403)
}
