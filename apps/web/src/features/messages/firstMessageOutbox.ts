import { fromBase64, type MessageEnvelope, openMessage, sealMessage } from '@agora/domain'
import type { MessagingKey } from './keyStore.ts'

/**
 * A first message to someone who has no messaging key yet: sealed for its writer alone (their
 * own key, like their copy of any message), kept in this browser, and sent sealed for the
 * recipient once they publish a key. The server never sees it before then.
 */
export type WaitingMessage = {
  /** The recipient as written: an address or an @handle. */
  to: string
  envelope: MessageEnvelope
  createdAt: string
  /** The same key on every try, so the server stores the message once. */
  idempotencyKey: string
  /** Why the server refused it once the recipient could read it (blocked, not accepted): not tried again. */
  refusal?: string
}

const storageKey = (address: string) => `agora.waitingMessages.${address.toLowerCase()}`

export function readWaiting(key: MessagingKey): WaitingMessage[] {
  try {
    const raw = localStorage.getItem(storageKey(key.address))
    return raw ? (JSON.parse(raw) as WaitingMessage[]) : []
  } catch {
    return []
  }
}

function write(key: MessagingKey, list: WaitingMessage[]) {
  if (list.length === 0) localStorage.removeItem(storageKey(key.address))
  else localStorage.setItem(storageKey(key.address), JSON.stringify(list))
  window.dispatchEvent(new Event(WAITING_CHANGED))
}

/** Fired on this page when the waiting list changes. */
export const WAITING_CHANGED = 'agora:waiting-messages'

export function keepWaiting(key: MessagingKey, to: string, text: string, idempotencyKey: string) {
  // sealed for its writer alone (the sender always reads what they seal)
  const envelope = sealMessage({
    text,
    sender: { address: key.address, privateKey: key.privateKey },
    recipients: [],
  })
  const item = { to, envelope, createdAt: new Date().toISOString(), idempotencyKey }
  write(key, [...readWaiting(key), item])
  return item
}

export function dropWaiting(key: MessagingKey, idempotencyKey: string) {
  write(
    key,
    readWaiting(key).filter((item) => item.idempotencyKey !== idempotencyKey),
  )
}

export function markRefused(key: MessagingKey, idempotencyKey: string, refusal: string) {
  write(
    key,
    readWaiting(key).map((item) =>
      item.idempotencyKey === idempotencyKey ? { ...item, refusal } : item,
    ),
  )
}

/** A waiting message's text, opened with the writer's own key. */
export function waitingText(key: MessagingKey, item: WaitingMessage) {
  return openMessage({
    envelope: item.envelope,
    reader: { address: key.address, privateKey: key.privateKey },
  })
}

/** The text sealed again, now for the recipient (and its writer). */
export function sealForRecipient(
  key: MessagingKey,
  item: WaitingMessage,
  recipient: { address: string; publicKey: string },
) {
  return sealMessage({
    text: waitingText(key, item),
    sender: { address: key.address, privateKey: key.privateKey },
    recipients: [{ address: recipient.address, publicKey: fromBase64(recipient.publicKey) }],
  })
}
