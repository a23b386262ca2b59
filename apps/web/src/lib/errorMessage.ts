import { ApiError, REQUEST_ERROR_FALLBACK } from './api.ts'

/** The API's own words for a failure, which are written for users; a generic line otherwise. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : REQUEST_ERROR_FALLBACK
}
