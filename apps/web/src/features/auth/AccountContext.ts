import type { Preferences, PrivacySettings, User } from '@agora/domain'
import { createContext } from 'react'
import type { KycRequest, WalletSignInAttempt } from './authApi.ts'

/**
 * How the current session was opened. `remembered`: restored at an offline start from the
 * account this browser keeps with its cache session, not yet confirmed by the server.
 */
export type SessionMethod = 'restored' | 'remembered' | 'wallet' | 'email' | 'admin' | 'offline'

/**
 * What the account screens need beyond `AuthState`: the other ways to sign in and the
 * account changes. `AuthProvider` supplies it next to `AuthContext`.
 */
export type AccountActions = {
  sessionMethod: SessionMethod | null
  /**
   * Completes a wallet sign-in with a signed message. With `linkToSession` the wallet joins
   * the signed-in account. Falls back to an offline session when the server is unreachable.
   */
  completeWalletSignIn(attempt: WalletSignInAttempt, linkToSession?: boolean): Promise<User>
  adminLogin(email: string, password: string): Promise<User>
  refreshToken(): Promise<void>
  updatePreferences(preferences: Preferences): Promise<void>
  updatePrivacySettings(privacySettings: PrivacySettings): Promise<void>
  initiateKyc(request: KycRequest): Promise<void>
  refreshKycStatus(): Promise<void>
  /** Ends the session here only (no server call, the wallet stays connected). */
  endLocalSession(): void
}

export const AccountContext = createContext<AccountActions | null>(null)
