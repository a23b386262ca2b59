import type { Preferences, PrivacySettings, User } from '@agora/domain'
import { type Dispatch, type RefObject, type SetStateAction, useCallback, useMemo } from 'react'
import { ApiError } from '../../lib/api.ts'
import type { SessionMethod } from './AccountContext.ts'
import {
  fetchCurrentUser,
  fetchKycStatus,
  type KycRequest,
  type KycState,
  postAdminLogin,
  postKycInitiate,
  postLogin,
  postRegister,
  postWalletSignIn,
  putPreferences,
  putPrivacySettings,
  type Registration,
  type WalletSignInAttempt,
} from './authApi.ts'
import {
  AUTH_ERRORS,
  type AuthErrorKey,
  authError,
  authFailure,
  isServerUnavailable,
  isSessionRefused,
} from './authErrors.ts'
import { createOfflineSession } from './offlineSession.ts'
import type { SessionState } from './sessionState.ts'

type SessionControls = {
  sessionRef: RefObject<SessionState>
  setSession: Dispatch<SetStateAction<SessionState>>
  setKycStatus: Dispatch<SetStateAction<KycState | null>>
  openSession(token: string, user: User, method: SessionMethod): void
  endLocalSession(): void
}

/** Everything that opens a session or changes the account, with the spec's error texts. */
export function useAuthActions(controls: SessionControls) {
  const { sessionRef, setSession, setKycStatus, openSession, endLocalSession } = controls

  /** Throws 'Not authenticated' unless the server knows this session (not an offline one). */
  const requireServerSession = useCallback(() => {
    const session = sessionRef.current
    if (session.status !== 'authenticated' || session.method === 'offline') {
      throw authError(AUTH_ERRORS.notAuthenticated)
    }
    return session
  }, [sessionRef])

  const replaceUser = useCallback(
    (user: User) =>
      setSession((current) =>
        current.status === 'authenticated' ? { ...current, user } : current,
      ),
    [setSession],
  )

  const openWithToken = useCallback(
    async (token: string | undefined, method: SessionMethod, fallback: AuthErrorKey) => {
      if (!token) throw authError(fallback)
      const user = await fetchCurrentUser({ token })
      openSession(token, user, method)
      return user
    },
    [openSession],
  )

  return useMemo(
    () => ({
      async login(email: string, password: string) {
        try {
          const reply = await postLogin(email, password)
          return await openWithToken(reply.token, 'email', AUTH_ERRORS.loginFailed)
        } catch (error) {
          throw authFailure(error, AUTH_ERRORS.loginFailed)
        }
      },

      async register(registration: Registration) {
        try {
          const reply = await postRegister(registration)
          await openWithToken(reply.token, 'email', AUTH_ERRORS.registrationFailed)
        } catch (error) {
          throw authFailure(error, AUTH_ERRORS.registrationFailed)
        }
      },

      async adminLogin(email: string, password: string) {
        try {
          const { data } = await postAdminLogin(email, password)
          openSession(data.token, data.user, 'admin')
          return data.user
        } catch (error) {
          // no answer, or a bare 5xx from what stands in front of the server: it is down
          const down = isServerUnavailable(error)
          throw authFailure(error, down ? AUTH_ERRORS.networkError : AUTH_ERRORS.loginFailed)
        }
      },

      async completeWalletSignIn(attempt: WalletSignInAttempt, linkToSession = false) {
        if (linkToSession) requireServerSession()
        let reply: Awaited<ReturnType<typeof postWalletSignIn>>
        try {
          reply = await postWalletSignIn(attempt, linkToSession)
        } catch (error) {
          if (isServerUnavailable(error) && !linkToSession) {
            const offline = createOfflineSession(attempt.address)
            openSession(offline.token, offline.user, 'offline')
            return offline.user
          }
          throw error instanceof ApiError
            ? authFailure(error, AUTH_ERRORS.authenticationFailedWithStatus, {
                status: error.status,
              })
            : authFailure(error, AUTH_ERRORS.authenticationFailed)
        }
        if (!reply.token) throw authError(AUTH_ERRORS.noTokenReceived)
        const method = linkToSession ? (sessionRef.current.method ?? 'wallet') : 'wallet'
        openSession(reply.token, reply.user, method)
        return reply.user
      },

      async refreshUser() {
        if (sessionRef.current.method === 'offline' || !sessionRef.current.user) return
        try {
          replaceUser(await fetchCurrentUser())
        } catch (error) {
          if (isSessionRefused(error)) endLocalSession()
          throw error
        }
      },

      async updatePreferences(preferences: Preferences) {
        requireServerSession()
        try {
          replaceUser(await putPreferences(preferences))
        } catch (error) {
          throw authFailure(error, AUTH_ERRORS.updateFailed)
        }
      },

      async updatePrivacySettings(privacySettings: PrivacySettings) {
        requireServerSession()
        try {
          replaceUser(await putPrivacySettings(privacySettings))
        } catch (error) {
          throw authFailure(error, AUTH_ERRORS.updateFailed)
        }
      },

      async initiateKyc(request: KycRequest) {
        const session = requireServerSession()
        try {
          const status = await postKycInitiate(request)
          setKycStatus(status)
          replaceUser({ ...session.user, kycStatus: status.status })
        } catch (error) {
          throw authFailure(error, AUTH_ERRORS.kycInitiationFailed)
        }
      },

      async refreshKycStatus() {
        requireServerSession()
        setKycStatus(await fetchKycStatus())
      },
    }),
    [
      sessionRef,
      setKycStatus,
      openSession,
      endLocalSession,
      openWithToken,
      replaceUser,
      requireServerSession,
    ],
  )
}
