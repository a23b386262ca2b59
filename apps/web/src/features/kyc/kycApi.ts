import { KYC_IMAGE_MAX_BYTES, KYC_IMAGE_TYPES, type SignedAttestation } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { ApiError, apiFetch, errorFromResponse, REQUEST_TIMEOUT_MS } from '../../lib/api.ts'
import { readAuthToken } from '../../lib/authToken.ts'
import { idempotencyHeaders, newIdempotencyKey } from '../../lib/idempotencyKey.ts'

// a 10 MB picture takes longer than a JSON call
const UPLOAD_TIMEOUT_MS = 6 * REQUEST_TIMEOUT_MS

/** Why this file cannot be a document's picture, or null when it can (the server's limits). */
export function documentImageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(KYC_IMAGE_TYPES as readonly string[]).includes(file.type)) return t('kyc.image.type')
  if (file.size > KYC_IMAGE_MAX_BYTES) return t('kyc.image.size')
  return null
}

/**
 * Uploads a document's picture as the raw body (POST /api/auth/kyc/documents) → its id.
 * @NOTE apiFetch only sends JSON bodies; this is its binary twin, as for post images.
 */
export async function uploadDocumentImage(file: File): Promise<string> {
  const token = readAuthToken()
  let response: Response
  try {
    response = await fetch('/api/auth/kyc/documents', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': file.type,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...idempotencyHeaders(newIdempotencyKey()),
      },
      body: file,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    })
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', t('common.requestFailed'))
  }
  if (!response.ok) throw await errorFromResponse(response)
  return ((await response.json()) as { id: string }).id
}

/** Saves the person's attestation (GET /api/kyc/attestation) as a JSON file. */
export async function downloadAttestation() {
  const { attestation } = await apiFetch<{ attestation: SignedAttestation }>('/api/kyc/attestation')
  const blob = new Blob([JSON.stringify(attestation, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = 'agora-attestation.json'
  link.click()
  // the click has handed the blob to the download; the URL is no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
