import { KYC_IMAGE_MAX_BYTES, KYC_IMAGE_TYPES, type SignedAttestation } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { apiFetch } from '../../lib/api.ts'
import { newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { uploadBytes } from '../../lib/uploadBytes.ts'

/** Why this file cannot be a document's picture, or null when it can (the server's limits). */
export function documentImageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(KYC_IMAGE_TYPES as readonly string[]).includes(file.type)) return t('kyc.image.type')
  if (file.size > KYC_IMAGE_MAX_BYTES) return t('kyc.image.size')
  return null
}

/** Uploads a document's picture (POST /api/auth/kyc/documents) → its id. */
export async function uploadDocumentImage(file: File): Promise<string> {
  const { id } = await uploadBytes<{ id: string }>(
    '/api/auth/kyc/documents',
    file,
    newIdempotencyKey(),
  )
  return id
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
