import { type ErrorCode, type ErrorParams, isErrorCodeShaped } from '@agora/domain'
import { activeLocale, t } from '../i18n/i18n.ts'
import { isOfflineToken, readAuthToken } from './authToken.ts'
import { recordResponseSource } from './savedData.ts'

export const REQUEST_TIMEOUT_MS = 10_000

/** One of the API's own codes, or what the client saw itself: no answer, or a bare status. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | `HTTP_${number}`

/** Whether the API itself answered with this code (not the client's own stand-in). */
export function isServerCode(code: ApiErrorCode): code is ErrorCode {
  return code !== 'NETWORK_ERROR' && !code.startsWith('HTTP_')
}

/**
 * A failed API call: HTTP status (0 when no response came), the API's code and message, its
 * `details` (such as VALIDATION_FAILED's per-field issues) and the values its message puts in.
 */
export class ApiError extends Error {
  override name = 'ApiError'

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly params?: ErrorParams,
  ) {
    super(message)
  }
}

export interface ApiRequest extends Omit<RequestInit, 'body'> {
  /** sent as JSON */
  body?: unknown
}

/** The ApiError a failed response carries: its `{error, code}` body, or its bare status. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined)
  return errorFromBody(response, body)
}

export function errorFromBody(response: Response, body: unknown): ApiError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const message =
    (typeof fields.error === 'string' && fields.error) ||
    response.statusText ||
    // the fallback when a failed response says nothing useful (spec §8)
    t('common.requestFailed')
  const code = isErrorCodeShaped(fields.code) ? fields.code : (`HTTP_${response.status}` as const)
  const details =
    typeof fields.details === 'object' && fields.details !== null
      ? (fields.details as Record<string, unknown>)
      : undefined
  const params =
    typeof fields.params === 'object' && fields.params !== null
      ? (fields.params as ErrorParams)
      : undefined
  return new ApiError(response.status, code, message, details, params)
}

/** Calls a JSON endpoint under `/api` and returns its parsed body, or throws an ApiError. */
export async function apiFetch<T>(path: `/api/${string}`, request: ApiRequest = {}): Promise<T> {
  const { body, headers, signal, ...init } = request
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  const stored = readAuthToken()
  const token = stored && !isOfflineToken(stored) ? stored : null
  let response: Response
  try {
    response = await fetch(path, {
      // freshness is the query layer's job: the browser's HTTP cache is not a second one
      cache: 'no-cache',
      ...init,
      headers: {
        accept: 'application/json',
        // the server's error messages come back in the language the page is in
        'accept-language': activeLocale(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    })
  } catch (error) {
    // a caller's own abort is not a request failure: let it through unchanged
    if (signal?.aborted) throw error
    throw new ApiError(0, 'NETWORK_ERROR', t('common.requestFailed'))
  }
  if (!response.ok) throw await errorFromResponse(response)
  recordResponseSource(path, response)
  return (await response.json()) as T
}
