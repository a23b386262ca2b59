import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/errorMessage.ts'

/** Why a message was not sent, in plain words (the server's refusals included). */
export function sendErrorText(error: unknown, peerName: string): string {
  if (!(error instanceof ApiError)) return 'The message could not be sealed. Try again.'
  switch (error.code) {
    case 'MESSAGES_NOT_ACCEPTED':
      return `${peerName} does not accept direct messages. They chose "Direct messages from: nobody" in their privacy settings.`
    case 'MESSAGES_BLOCKED':
      return error.message.includes('You blocked')
        ? `You blocked ${peerName}. Unblock them to write.`
        : `${peerName} does not accept messages from you.`
    case 'MESSAGING_KEY_NOT_FOUND':
      return `${peerName} has not set up messages yet. They can read you once they open Messages on Agora.`
    case 'USER_NOT_FOUND':
      return 'Nobody with this address or handle is on Agora.'
    case 'CANNOT_MESSAGE_SELF':
      return 'You cannot write to yourself.'
    case 'TOO_MANY_NEW_CONVERSATIONS':
      return error.message
    case 'NETWORK_ERROR':
      return 'Not sent: the server could not be reached. Try again when you are online.'
    default:
      return errorMessage(error)
  }
}
