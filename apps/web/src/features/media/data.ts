import { MEDIA_MAX_BYTES, MEDIA_TYPES, type Media } from '@agora/domain'
import { useMutation } from '@tanstack/react-query'
import { t } from '../../i18n/i18n.ts'
import { ApiError, errorFromResponse, REQUEST_TIMEOUT_MS } from '../../lib/api.ts'
import { readAuthToken } from '../../lib/authToken.ts'
import { idempotencyHeaders, type Keyed } from '../../lib/idempotencyKey.ts'
import type { DataResponse } from '../../lib/responses.ts'

// uploads are bigger than JSON calls: give them longer than the usual request timeout
const UPLOAD_TIMEOUT_MS = 6 * REQUEST_TIMEOUT_MS

export type ImageType = (typeof MEDIA_TYPES)[number]

export const isImageType = (type: string): type is ImageType =>
  (MEDIA_TYPES as readonly string[]).includes(type)

/** Why this file cannot be attached, or null when it can. */
export function imageProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!isImageType(file.type)) return t('media.notAnImage', { name: file.name })
  if (file.size > MEDIA_MAX_BYTES) return t('media.tooLarge', { name: file.name })
  return null
}

/**
 * Uploads an image as the raw request body (POST /api/media).
 * @NOTE apiFetch only sends JSON bodies; this is its binary twin.
 */
export async function uploadImage(file: Blob, idempotencyKey: string): Promise<Media> {
  const token = readAuthToken()
  let response: Response
  try {
    response = await fetch('/api/media', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': file.type,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...idempotencyHeaders(idempotencyKey),
      },
      body: file,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    })
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', t('common.requestFailed'))
  }
  if (!response.ok) throw await errorFromResponse(response)
  return ((await response.json()) as DataResponse<Media>).data
}

export function useUploadImage() {
  return useMutation({
    mutationFn: ({ file, idempotencyKey }: Keyed<{ file: File }>) =>
      uploadImage(file, idempotencyKey),
  })
}
