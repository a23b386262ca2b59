import type { ErrorCode } from './errorCodes.ts'

/**
 * Whether a `code` read from a response body is shaped like the API's codes (UPPER_SNAKE,
 * never the client's own `HTTP_<status>`). The web app's first load checks this instead of
 * carrying the list of every code; a code it does not know simply matches nothing.
 */
export function isErrorCodeShaped(value: unknown): value is ErrorCode {
  return (
    typeof value === 'string' &&
    /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(value) &&
    !/^HTTP_\d/.test(value)
  )
}
