import { errorText } from '../i18n/errorText.ts'
import { t } from '../i18n/i18n.ts'
import { ApiError, isServerCode } from './api.ts'

/**
 * What to tell a person about a failure: an API error's message in their language from its
 * code and values (the server's own text until the error messages have loaded), a generic
 * line otherwise. The service worker's offline answer keeps the spec's English text for its
 * own callers: a person reads it in their language.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t('common.requestFailed')
  if (error.code === 'NOT_SAVED_OFFLINE') return t('ui.loadError.offlineText')
  return (isServerCode(error.code) && errorText(error.code, error.params)) || error.message
}
