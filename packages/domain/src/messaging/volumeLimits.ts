/**
 * How much one person may send, text and attachments together, per UTC day. A hostile
 * account could otherwise send ~1 MB of text a minute without end.
 */
export const MESSAGE_BYTES_PER_DAY = 50 * 1024 * 1024
/** Messages per conversation per minute, from everyone in it together. */
export const CONVERSATION_MESSAGES_PER_MINUTE = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** When the daily volume counted from `now` starts again: the next midnight UTC. */
export function nextUtcMidnight(now: Date) {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS)
}

/** The bytes a message counts for: its sealed text (base64 decoded) and its attachments. */
export function messageVolume(ciphertextBase64: string, attachmentBytes = 0) {
  return Math.floor((ciphertextBase64.length * 3) / 4) + attachmentBytes
}

/** The most bytes of one file sent in a message, before it is encrypted in the browser. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
/** What encryption adds to a file (its nonce and tag, with room to spare): the upload limit is both. */
export const ATTACHMENT_OVERHEAD_BYTES = 1024
/** Files one message may carry. */
export const MESSAGE_ATTACHMENTS_MAX = 4
