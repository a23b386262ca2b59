import type { KycStatusResponse, User } from '@agora/domain'
import { createContext } from 'react'

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated'

/** What the rest of the app knows about the session. `AuthProvider` supplies it. */
export type AuthState = {
  status: AuthStatus
  user: User | null
  isAuthenticated: boolean
  /** A local session made while the server was unreachable (spec §8); the server never accepts it. */
  isOfflineSession: boolean
  /** Restored at an offline start from the account this browser remembers; the server confirms it when the network returns. */
  isUnconfirmedSession: boolean
  kycStatus: Omit<KycStatusResponse, 'success'> | null
  isModerator: boolean
  isAdmin: boolean
  isSuperAdmin: boolean
  /** Opens the wallet sign-in (connect modal), e.g. from a "Sign in to post" button. */
  requestSignIn(): void
  /** Resolves with the signed-in user. */
  login(email: string, password: string): Promise<User>
  register(registration: { handle: string; email: string; password: string }): Promise<void>
  logout(): Promise<void>
  /** Fetches the user again, after a change such as new preferences. */
  refreshUser(): Promise<void>
}

export const AuthContext = createContext<AuthState | null>(null)
