import { AUTH_TOKEN_STORAGE_KEY } from '@agora/domain'
import { readStorage, writeStorage } from './storage.ts'

/** The session token (local storage `auth_token`), read by every API call. */
export function readAuthToken(): string | null {
  return readStorage(AUTH_TOKEN_STORAGE_KEY)
}

/** The offline sign-in (spec §8) stores a local token the server never accepts. */
export const OFFLINE_TOKEN_PREFIX = 'mock_token_'

export function isOfflineToken(token: string) {
  return token.startsWith(OFFLINE_TOKEN_PREFIX)
}

export function writeAuthToken(token: string) {
  writeStorage(AUTH_TOKEN_STORAGE_KEY, token)
}

export function clearAuthToken() {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY)
  } catch {
    // storage disabled: nothing was kept
  }
}
