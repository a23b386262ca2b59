import { MEDIA_MAX_BYTES, MEDIA_TYPES, type Media } from '@agora/domain'
import { useMutation } from '@tanstack/react-query'
import { ApiError, REQUEST_ERROR_FALLBACK, REQUEST_TIMEOUT_MS } from '../../lib/api.ts'
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
  if (!isImageType(file.type)) return `${file.name} is not a PNG, JPEG, WebP or GIF image`
  if (file.size > MEDIA_MAX_BYTES) return `${file.name} is larger than 5 MB`
  return null
}

async function failure(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null)
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  return new ApiError(
    response.status,
    typeof fields.code === 'string' ? fields.code : `HTTP_${response.status}`,
    typeof fields.error === 'string' ? fields.error : REQUEST_ERROR_FALLBACK,
  )
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
    throw new ApiError(0, 'NETWORK_ERROR', REQUEST_ERROR_FALLBACK)
  }
  if (!response.ok) throw await failure(response)
  return ((await response.json()) as DataResponse<Media>).data
}

export function useUploadImage() {
  return useMutation({
    mutationFn: ({ file, idempotencyKey }: Keyed<{ file: File }>) =>
      uploadImage(file, idempotencyKey),
  })
}
