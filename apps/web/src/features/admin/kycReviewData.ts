import type { KycReview } from '@agora/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { t } from '../../i18n/i18n.ts'
import { ApiError, apiFetch, errorFromResponse, REQUEST_TIMEOUT_MS } from '../../lib/api.ts'
import { readAuthToken } from '../../lib/authToken.ts'

/** POST /api/admin/kyc/:userId/review — the case is this admin's; its pictures' short-lived links. */
export function useOpenKycReview() {
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<KycReview>(`/api/admin/kyc/${userId}/review`, { method: 'POST' }),
    retry: false,
  })
}

/**
 * A document's picture through its signed link, with the admin's token: the link alone opens
 * nothing. The service worker never keeps /api/kyc/ answers.
 */
export async function fetchDocumentPicture(url: string, signal: AbortSignal): Promise<Blob> {
  const token = readAuthToken()
  let response: Response
  try {
    response = await fetch(url, {
      cache: 'no-store',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.any([signal, AbortSignal.timeout(3 * REQUEST_TIMEOUT_MS)]),
    })
  } catch (error) {
    if (signal.aborted) throw error
    throw new ApiError(0, 'NETWORK_ERROR', t('common.requestFailed'))
  }
  if (!response.ok) throw await errorFromResponse(response)
  return response.blob()
}

/** POST /api/admin/kyc/:userId/revoke — withdraws a verification; its attestations turn revoked. */
export function useRevokeKyc() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      apiFetch<{ success: true }>(`/api/admin/kyc/${userId}/revoke`, {
        method: 'POST',
        body: { reason },
      }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  })
}
