export const NONCE_TTL_MS = 10 * 60 * 1000
export const TOKEN_REFRESH_INTERVAL_MS = 900_000
export const AUTO_LOGIN_DELAY_MS = 500
export const AUTO_LOGIN_MAX_FAILURES = 3
/** Wallet auth waits this long before asking for a signature. */
export const SIGNATURE_REQUEST_DELAY_MS = 100
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token'
export const SESSION_METHODS = ['wallet', 'password', 'admin'] as const
