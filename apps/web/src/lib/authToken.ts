import { AUTH_TOKEN_STORAGE_KEY } from '@agora/domain'
import { readStorage, writeStorage } from './storage.ts'

/** The session token (local storage `auth_token`), read by every API call. */
export function readAuthToken(): string | null {
  return readStorage(AUTH_TOKEN_STORAGE_KEY)
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
