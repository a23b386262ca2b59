import {
  decodeMessageBody,
  fromBase64,
  type Message,
  type MessageBody,
  openMessage,
} from '@agora/domain'
import type { MessagingKey } from './keyStore.ts'

/** Opened bodies by message id: a message is opened once per page, not on every render. */
const opened = new Map<string, MessageBody | null>()

/**
 * A message's body (its text and any files' keys), opened in this browser with the
 * reader's key. The sender's messages must be sealed with their published key (`senderKey`);
 * null when the message cannot be opened or verified.
 */
export function messageBody(message: Message, key: MessagingKey, senderKey: string | undefined) {
  const known = opened.get(message.id)
  if (known !== undefined) return known
  const own = message.senderAddress?.toLowerCase() === key.address
  const checkedKey = own ? key.publicKey : senderKey
  // without the sender's published key there is nothing to check the sender against yet
  if (!checkedKey) return null
  let body: MessageBody | null
  try {
    body = decodeMessageBody(
      openMessage({
        envelope: message.envelope,
        reader: { address: key.address, privateKey: key.privateKey },
        senderPublicKey: fromBase64(checkedKey),
      }),
    )
  } catch {
    body = null
  }
  opened.set(message.id, body)
  return body
}

export function messageText(message: Message, key: MessagingKey, senderKey: string | undefined) {
  return messageBody(message, key, senderKey)?.text ?? null
}

/** What the sender wrote (and attached), remembered for the message the server stored. */
export function rememberText(messageId: string, text: string, files: MessageBody['files'] = []) {
  opened.set(messageId, { text, files })
}
