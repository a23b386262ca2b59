import { t } from '../i18n/i18n.ts'
import { ApiError, errorFromResponse, REQUEST_TIMEOUT_MS } from './api.ts'
import { readAuthToken } from './authToken.ts'
import { idempotencyHeaders } from './idempotencyKey.ts'

// uploads are bigger than JSON calls: give them longer than the usual request timeout
const UPLOAD_TIMEOUT_MS = 6 * REQUEST_TIMEOUT_MS

/**
 * POSTs a file's bytes as the raw request body and reads the JSON answer (images, KYC
 * pictures, sealed attachments).
 * @NOTE apiFetch only sends JSON bodies; this is its binary twin.
 */
export async function uploadBytes<T>(path: string, body: Blob, idempotencyKey: string): Promise<T> {
  const token = readAuthToken()
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': body.type || 'application/octet-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...idempotencyHeaders(idempotencyKey),
      },
      body,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    })
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', t('common.requestFailed'))
  }
  if (!response.ok) throw await errorFromResponse(response)
  return (await response.json()) as T
}
