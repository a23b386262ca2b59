// connection refused or dropped, and PostgreSQL's own "shutting down / starting up" answers
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND'])
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300'])
const MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i]

/**
 * Whether an error (or one of its causes: drizzle wraps the driver's) says the database
 * cannot be reached right now, rather than that a query was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
    }
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true
    }
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message)))
      return true
    current = cause
  }
  return false
}
