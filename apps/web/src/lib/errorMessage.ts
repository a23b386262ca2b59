import { t } from '../i18n/i18n.ts'
import { ApiError } from './api.ts'

/** The API's own words for a failure, which are written for users; a generic line otherwise. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : t('common.requestFailed')
}
