import { type MessageValues, t } from '../../i18n/i18n.ts'
import type { MessageKey } from '../../i18n/messageKey.ts'
import { ApiError, isServerCode } from '../../lib/api.ts'

/**
 * The failures of spec §8 by a stable name; their texts (auth.json, word for word in English)
 * are put in the active language when the error is made.
 */
export const AUTH_ERRORS = {
  authenticationFailed: 'auth.error.authenticationFailed',
  authenticationFailedWithStatus: 'auth.error.authenticationFailedWithStatus',
  loginFailed: 'auth.error.loginFailed',
  registrationFailed: 'auth.error.registrationFailed',
  updateFailed: 'auth.error.updateFailed',
  kycInitiationFailed: 'auth.error.kycInitiationFailed',
  tokenRefreshFailed: 'auth.error.tokenRefreshFailed',
  noTokenToRefresh: 'auth.error.noTokenToRefresh',
  notAuthenticated: 'auth.error.notAuthenticated',
  networkError: 'auth.error.networkError',
  noTokenReceived: 'auth.error.noTokenReceived',
} as const satisfies Record<string, MessageKey>

export type AuthErrorKey = (typeof AUTH_ERRORS)[keyof typeof AUTH_ERRORS]

/** An error whose message is the spec's text, in the active language. */
export function authError(key: AuthErrorKey, options?: ErrorOptions): Error {
  return new Error(t(key), options)
}

/** True when the server answered with its own error text (every API error carries a code). */
function hasServiceMessage(error: unknown): error is ApiError {
  return error instanceof ApiError && isServerCode(error.code)
}

/** The server's own message for a failed call, or `fallback` when it gave none. */
export function serviceMessage(error: unknown, fallback: string): string {
  return hasServiceMessage(error) ? error.message : fallback
}

/**
 * The spec's text for a failed call (the server's own message when it gave one), keeping
 * the server's status and code, so callers can still tell a taken handle from a bad password.
 */
export function authFailure(error: unknown, fallback: AuthErrorKey, values?: MessageValues): Error {
  const message = hasServiceMessage(error) ? error.message : t(fallback, values)
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
