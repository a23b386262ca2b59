import { fromBase64, toBase64 } from '@agora/domain'
import { readStorage, writeStorage } from './storage.ts'

/** An unlocked messaging key: the private half opens this person's messages. */
export type MessagingKey = { address: string; publicKey: string; privateKey: Uint8Array }

const PREFIX = 'agora.messagingKey.v1.'
const storageKey = (userId: string) => `${PREFIX}${userId}`

/**
 * The unlocked key stays in this browser (like the demo wallet's key), so a reload does not
 * ask for another signature. It never goes to the server: only the wrapped copy does.
 */
export function readStoredKey(userId: string): MessagingKey | null {
  try {
    const raw = readStorage(storageKey(userId))
    if (!raw) return null
    const stored = JSON.parse(raw) as { address: string; publicKey: string; privateKey: string }
    return { ...stored, privateKey: fromBase64(stored.privateKey) }
  } catch {
    return null
  }
}

export function storeKey(userId: string, key: MessagingKey) {
  writeStorage(storageKey(userId), JSON.stringify({ ...key, privateKey: toBase64(key.privateKey) }))
}

/** On logout: the next person at this browser finds no unlocked key, theirs or anyone's. */
export function forgetStoredKeys() {
  try {
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith(PREFIX)) window.localStorage.removeItem(key)
  } catch {
    // storage disabled: nothing was kept
  }
}
