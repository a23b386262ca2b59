import type { User } from '@agora/domain'
import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, type Keyed } from '../../lib/idempotencyKey.ts'

/** Sets or changes the account's address; the server e-mails it a verification link. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: async ({
      email,
      password,
      idempotencyKey,
    }: Keyed<{ email: string; password: string }>) =>
      (
        await apiFetch<{ success: true; user: User }>('/api/auth/email', {
          method: 'PUT',
          body: { email, ...(password ? { password } : {}) },
          headers: idempotencyHeaders(idempotencyKey),
        })
      ).user,
  })
}

/** Asks for a new verification link (one a minute, five a day). */
export function useResendVerification() {
  return useMutation({
    mutationFn: ({ idempotencyKey }: Keyed<object>) =>
      apiFetch<{ success: true }>('/api/auth/email/verification', {
        method: 'POST',
        headers: idempotencyHeaders(idempotencyKey),
      }),
  })
}

/** Confirms the address with the link's token; answers the account when it is the viewer's. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: async ({ token, idempotencyKey }: Keyed<{ token: string }>) =>
      (
        await apiFetch<{ success: true; user: User | null }>('/api/auth/email/verify', {
          method: 'POST',
          body: { token },
          headers: idempotencyHeaders(idempotencyKey),
        })
      ).user,
  })
}
