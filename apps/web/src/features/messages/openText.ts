import { fromBase64, type Message, openMessage } from '@agora/domain'
import type { MessagingKey } from './keyStore.ts'

/** Opened texts by message id: a message is opened once per page, not on every render. */
const opened = new Map<string, string | null>()

/**
 * A message's text, opened in this browser with the reader's key. The peer's messages must
 * be sealed with their published key (`peerKey`); null when the message cannot be opened
 * or verified.
 */
export function messageText(message: Message, key: MessagingKey, peerKey: string | undefined) {
  const known = opened.get(message.id)
  if (known !== undefined) return known
  const own = message.senderAddress?.toLowerCase() === key.address
  const senderKey = own ? key.publicKey : peerKey
  // without the peer's published key there is nothing to check the sender against yet
  if (!senderKey) return null
  let text: string | null
  try {
    text = openMessage({
      envelope: message.envelope,
      reader: { address: key.address, privateKey: key.privateKey },
      senderPublicKey: fromBase64(senderKey),
    })
  } catch {
    text = null
  }
  opened.set(message.id, text)
  return text
}

/** What the sender typed, remembered for the message the server stored. */
export function rememberText(messageId: string, text: string) {
  opened.set(messageId, text)
}
