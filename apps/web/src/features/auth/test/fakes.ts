import { vi } from 'vitest'
import type { AccountActions } from '../AccountContext.ts'
import type { AuthState } from '../AuthContext.ts'

/** A complete AuthState with spy actions, signed out unless overridden. */
export function fakeAuthState(overrides: Partial<AuthState> = {}): AuthState {
  return {
    status: 'unauthenticated',
    user: null,
    isAuthenticated: false,
    isOfflineSession: false,
    isUnconfirmedSession: false,
    kycStatus: null,
    isModerator: false,
    isAdmin: false,
    isSuperAdmin: false,
    requestSignIn: vi.fn(),
    login: vi.fn(async () => {
      throw new Error('login was not expected')
    }),
    register: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    refreshUser: vi.fn(async () => {}),
    ...overrides,
  }
}

export function fakeAccount(overrides: Partial<AccountActions> = {}): AccountActions {
  return {
    sessionMethod: null,
    completeWalletSignIn: vi.fn(async () => {
      throw new Error('completeWalletSignIn was not expected')
    }),
    adminLogin: vi.fn(async () => {
      throw new Error('adminLogin was not expected')
    }),
    refreshToken: vi.fn(async () => {}),
    updatePreferences: vi.fn(async () => {}),
    updatePrivacySettings: vi.fn(async () => {}),
    initiateKyc: vi.fn(async () => {}),
    refreshKycStatus: vi.fn(async () => {}),
    endLocalSession: vi.fn(),
    ...overrides,
  }
}
