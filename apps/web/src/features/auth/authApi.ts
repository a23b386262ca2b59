import type {
  KycDocument,
  KycStatusResponse,
  KycTier,
  Preferences,
  PrivacySettings,
  User,
} from '@agora/domain'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders } from '../../lib/idempotencyKey.ts'

/** A signed EIP-4361 message, ready for the server to check. */
export type WalletSignInAttempt = {
  address: string
  message: string
  signature: string
  nonce: string
}

export type Registration = { handle: string; email: string; password: string }
export type KycRequest = { tier: KycTier; documents: KycDocument[] }
export type KycState = Omit<KycStatusResponse, 'success'>

type TokenReply = { success: true; token?: string }
type SessionReply = { success: true; token?: string; user: User }
type UserReply = { success: true; user: User }

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The signed-in user; `token` when it is not (yet) the stored one. */
export async function fetchCurrentUser(
  options: { token?: string; signal?: AbortSignal } = {},
): Promise<User> {
  const headers = options.token ? bearer(options.token) : {}
  return (await apiFetch<UserReply>('/api/auth/me', { signal: options.signal, headers })).user
}

export async function fetchKycStatus(): Promise<KycState> {
  const { success: _, ...status } = await apiFetch<KycStatusResponse>('/api/auth/kyc/status')
  return status
}

/**
 * `linkToSession`: attach the wallet to the signed-in (e-mail) account. Otherwise no bearer
 * token goes along, so a stale or offline token can never turn a sign-in into a link.
 */
export function postWalletSignIn(attempt: WalletSignInAttempt, linkToSession: boolean) {
  return apiFetch<SessionReply>('/api/auth/wallet', {
    method: 'POST',
    body: attempt,
    headers: linkToSession ? {} : { authorization: '' },
  })
}

export function postLogin(email: string, password: string) {
  return apiFetch<TokenReply>('/api/auth/login', { method: 'POST', body: { email, password } })
}

export function postRegister(registration: Registration) {
  return apiFetch<TokenReply>('/api/auth/register', { method: 'POST', body: registration })
}

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export function postPasswordReset(email: string, idempotencyKey: string) {
  return apiFetch<{ success: true }>('/api/auth/password-reset', {
    method: 'POST',
    body: { email },
    headers: idempotencyHeaders(idempotencyKey),
  })
}

export function postPasswordResetConfirm(token: string, password: string, idempotencyKey: string) {
  return apiFetch<{ success: true }>('/api/auth/password-reset/confirm', {
    method: 'POST',
    body: { token, password },
    headers: { ...idempotencyHeaders(idempotencyKey), authorization: '' },
  })
}

export function postAdminLogin(email: string, password: string) {
  return apiFetch<{ success: true; data: { token: string; user: User }; message: string }>(
    '/api/auth/admin/login',
    { method: 'POST', body: { email, password } },
  )
}

export function postRefresh() {
  return apiFetch<TokenReply>('/api/auth/refresh', { method: 'POST' })
}

/** Revokes `token`'s session on the server (it is already gone from this browser). */
export function postLogout(token: string, admin: boolean) {
  return apiFetch<{ success: true }>(admin ? '/api/auth/admin/logout' : '/api/auth/logout', {
    method: 'POST',
    headers: bearer(token),
  })
}

export async function putPreferences(preferences: Preferences): Promise<User> {
  const reply = await apiFetch<UserReply>('/api/auth/preferences', {
    method: 'PUT',
    body: { preferences },
  })
  return reply.user
}

export async function putPrivacySettings(privacySettings: PrivacySettings): Promise<User> {
  const reply = await apiFetch<UserReply>('/api/auth/privacy', {
    method: 'PUT',
    body: { privacySettings },
  })
  return reply.user
}

export async function postKycInitiate(request: KycRequest): Promise<KycState> {
  const { success: _, ...status } = await apiFetch<KycStatusResponse>('/api/auth/kyc/initiate', {
    method: 'POST',
    body: request,
  })
  return status
}
