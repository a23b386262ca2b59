import { fromBase64, toBase64 } from '@agora/domain'
import { MESSAGING_KEY_STORAGE_PREFIX } from '../../lib/forgetMessagingKeys.ts'
import { readStorage, writeStorage } from '../../lib/storage.ts'

/** An unlocked messaging key: the private half opens this person's messages. */
export type MessagingKey = { address: string; publicKey: string; privateKey: Uint8Array }

const storageKey = (userId: string) => `${MESSAGING_KEY_STORAGE_PREFIX}${userId}`

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
