import { roleFlags, type User } from '@agora/domain'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  clearAuthToken,
  isOfflineToken,
  readAuthToken,
  writeAuthToken,
} from '../../lib/authToken.ts'
import { forgetStoredKeys } from '../../lib/forgetMessagingKeys.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { type AccountActions, AccountContext, type SessionMethod } from './AccountContext.ts'
import { AuthContext, type AuthState } from './AuthContext.ts'
import {
  fetchCurrentUser,
  fetchKycStatus,
  type KycState,
  postLogout,
  postRefresh,
} from './authApi.ts'
import { AUTH_ERRORS, authError, isServerUnavailable, isSessionRefused } from './authErrors.ts'
import { SignInSheetContext } from './SignInSheetContext.ts'
import { initialSessionState, type SessionState, SIGNED_OUT } from './sessionState.ts'
import { useAuthActions } from './useAuthActions.ts'
import { useCacheSession } from './useCacheSession.ts'
import { useRefetchOnViewerChange } from './useRefetchOnViewerChange.ts'
import { useSessionRefresh } from './useSessionRefresh.ts'
import { useWalletSessionSync } from './useWalletSessionSync.ts'

const NO_ROLES = { isModerator: false, isAdmin: false, isSuperAdmin: false }

/** The account this browser remembers for `token` (loaded lazily, with the cache session). */
const rememberedUser = (token: string) =>
  import('../../lib/cacheSession/followAccount.ts')
    .then(({ lastKnownUser }) => lastKnownUser(token))
    .catch(() => null)

/**
 * Holds the session: restores it from the stored token at start (/api/auth/me; a 401 or 403
 * clears the token; an unreachable server leaves the remembered account signed in until the
 * network returns), opens and ends it, renews the token every 15 minutes, and keeps the
 * wallet and the session in step.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const web3 = useWeb3()
  const queryClient = useQueryClient()
  const [session, setSession] = useState<SessionState>(initialSessionState)
  const [kycStatus, setKycStatus] = useState<KycState | null>(null)
  const sessionRef = useRef(session)
  sessionRef.current = session
  const disconnectWallet = useRef(web3.disconnect)
  disconnectWallet.current = web3.disconnect

  const loadKycStatus = useCallback(() => {
    const token = readAuthToken()
    fetchKycStatus().then(
      (status) => {
        // a late answer for a session that has since ended is dropped
        if (readAuthToken() === token) setKycStatus(status)
      },
      () => {},
    )
  }, [])

  const openSession = useCallback(
    (token: string, user: User, method: SessionMethod) => {
      writeAuthToken(token)
      setSession({ status: 'authenticated', user, method })
      setKycStatus(null)
      if (method !== 'offline') loadKycStatus()
    },
    [loadKycStatus],
  )

  const endLocalSession = useCallback(() => {
    clearAuthToken()
    setSession(SIGNED_OUT)
    setKycStatus(null)
  }, [])

  const logout = useCallback(async () => {
    const token = readAuthToken()
    const method = sessionRef.current.method
    // a request still in flight with this token would reach the server after the revoke: a 401
    await queryClient.cancelQueries()
    endLocalSession()
    forgetStoredKeys()
    const revoke =
      token && !isOfflineToken(token)
        ? postLogout(token, method === 'admin').catch(() => {})
        : Promise.resolve()
    await Promise.all([revoke, disconnectWallet.current().catch(() => {})])
  }, [endLocalSession, queryClient])

  const refreshToken = useCallback(async () => {
    const token = readAuthToken()
    if (!token) throw authError(AUTH_ERRORS.noTokenToRefresh)
    try {
      const reply = await postRefresh()
      if (!reply.token) throw authError(AUTH_ERRORS.tokenRefreshFailed)
      writeAuthToken(reply.token)
    } catch (error) {
      // @NOTE an unreachable server keeps the session for the next try; a refusal ends it
      if (!isServerUnavailable(error)) await logout()
      throw authError(AUTH_ERRORS.tokenRefreshFailed, { cause: error })
    }
  }, [logout])

  // asks the server whose token is stored; when it cannot be reached, the account remembered
  // for the token stays signed in (its private cache kept) until the server can say otherwise
  const restoreSession = useCallback(
    async (token: string, signal: AbortSignal) => {
      try {
        openSession(token, await fetchCurrentUser({ signal }), 'restored')
      } catch (error) {
        if (signal.aborted) return
        if (isSessionRefused(error)) return endLocalSession()
        const user = await rememberedUser(token)
        if (signal.aborted) return
        setSession(user ? { status: 'authenticated', user, method: 'remembered' } : SIGNED_OUT)
      }
    },
    [openSession, endLocalSession],
  )

  // restore the stored session once at start
  useEffect(() => {
    const token = readAuthToken()
    if (!token) return
    if (isOfflineToken(token)) return clearAuthToken()
    const controller = new AbortController()
    void restoreSession(token, controller.signal)
    return () => controller.abort()
  }, [restoreSession])

  // a remembered session asks again each time the network returns
  const isRemembered = session.method === 'remembered'
  useEffect(() => {
    const token = readAuthToken()
    if (!isRemembered || !token) return
    const controller = new AbortController()
    const confirm = () => void restoreSession(token, controller.signal)
    window.addEventListener('online', confirm)
    return () => {
      window.removeEventListener('online', confirm)
      controller.abort()
    }
  }, [isRemembered, restoreSession])

  const isRealSession =
    session.status === 'authenticated' && !isRemembered && session.method !== 'offline'
  useSessionRefresh(isRealSession, refreshToken)
  useRefetchOnViewerChange(session)
  useCacheSession(session)
  useWalletSessionSync(web3, {
    isAuthenticated: session.status === 'authenticated',
    userAddress: session.user?.address,
    logout,
    endLocalSession,
  })

  const actions = useAuthActions({
    sessionRef,
    setSession,
    setKycStatus,
    openSession,
    endLocalSession,
  })

  const [signInSheetOpen, setSignInSheetOpen] = useState(false)
  const requestSignIn = useCallback(() => setSignInSheetOpen(true), [])
  const signInSheet = useMemo(
    () => ({ isOpen: signInSheetOpen, close: () => setSignInSheetOpen(false) }),
    [signInSheetOpen],
  )
  const isAuthenticated = session.status === 'authenticated'
  useEffect(() => {
    if (isAuthenticated) setSignInSheetOpen(false)
  }, [isAuthenticated])

  const { login, register, refreshUser } = actions
  const value = useMemo<AuthState>(
    () => ({
      status: session.status,
      user: session.user,
      isAuthenticated: session.status === 'authenticated',
      isOfflineSession: session.method === 'offline',
      isUnconfirmedSession: session.method === 'remembered',
      kycStatus,
      ...(session.user ? roleFlags(session.user.role) : NO_ROLES),
      requestSignIn,
      login,
      register,
      logout,
      refreshUser,
    }),
    [session, kycStatus, requestSignIn, login, register, logout, refreshUser],
  )
  const account = useMemo<AccountActions>(
    () => ({
      sessionMethod: session.method,
      refreshToken,
      endLocalSession,
      completeWalletSignIn: actions.completeWalletSignIn,
      adminLogin: actions.adminLogin,
      updatePreferences: actions.updatePreferences,
      updatePrivacySettings: actions.updatePrivacySettings,
      initiateKyc: actions.initiateKyc,
      refreshKycStatus: actions.refreshKycStatus,
    }),
    [session.method, refreshToken, endLocalSession, actions],
  )
  return (
    <AuthContext.Provider value={value}>
      <AccountContext.Provider value={account}>
        <SignInSheetContext value={signInSheet}>{children}</SignInSheetContext>
      </AccountContext.Provider>
    </AuthContext.Provider>
  )
}
