import { t } from '../i18n/i18n.ts'
import { ApiError } from './api.ts'

/**
 * The API's own words for a failure, which are written for users; a generic line otherwise.
 * The service worker's offline answer keeps the spec's English text for its own callers: a
 * person reads it in their language.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t('common.requestFailed')
  return error.code === 'NOT_SAVED_OFFLINE' ? t('ui.loadError.offlineText') : error.message
}
