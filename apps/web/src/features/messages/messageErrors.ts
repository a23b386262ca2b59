import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/errorMessage.ts'

/** Why a message was not sent, in plain words (the server's refusals included). */
export function sendErrorText(error: unknown, peerName: string): string {
  if (!(error instanceof ApiError)) return t('messages.errors.sealFailed')
  switch (error.code) {
    case 'MESSAGES_NOT_ACCEPTED':
      return t('messages.errors.notAccepted', { name: peerName })
    case 'MESSAGES_BLOCKED':
      // the server's text is in the page's language (es: "Bloqueaste a esta persona…")
      return /You blocked|Bloqueaste/.test(error.message)
        ? t('messages.errors.youBlocked', { name: peerName })
        : t('messages.errors.blocked', { name: peerName })
    case 'MESSAGING_KEY_NOT_FOUND':
      return t('messages.errors.noKey', { name: peerName })
    case 'USER_NOT_FOUND':
      return t('messages.errors.userNotFound')
    case 'CANNOT_MESSAGE_SELF':
      return t('messages.errors.self')
    case 'TOO_MANY_NEW_CONVERSATIONS':
      return error.message
    case 'NETWORK_ERROR':
      return t('messages.errors.offline')
    default:
      return errorMessage(error)
  }
}
