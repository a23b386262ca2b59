import type { User } from '@agora/domain'
import { isOfflineToken, readAuthToken } from '../../lib/authToken.ts'
import type { SessionMethod } from './AccountContext.ts'

export type SessionState =
  | { status: 'loading' | 'unauthenticated'; user: null; method: null }
  | { status: 'authenticated'; user: User; method: SessionMethod }

export const SIGNED_OUT: SessionState = { status: 'unauthenticated', user: null, method: null }

/** Loading while a stored server token waits for /me; an offline token is never restored. */
export function initialSessionState(): SessionState {
  const token = readAuthToken()
  return token && !isOfflineToken(token)
    ? { status: 'loading', user: null, method: null }
    : SIGNED_OUT
}
