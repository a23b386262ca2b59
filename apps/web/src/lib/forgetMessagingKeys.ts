/** Where the web app keeps unlocked messaging keys, one entry per person. */
export const MESSAGING_KEY_STORAGE_PREFIX = 'agora.messagingKey.v1.'

/**
 * On logout: the next person at this browser finds no unlocked key, theirs or anyone's.
 * Apart from the rest of the key store, so the first load carries only this.
 */
export function forgetStoredKeys() {
  try {
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith(MESSAGING_KEY_STORAGE_PREFIX)) window.localStorage.removeItem(key)
  } catch {
    // storage disabled: nothing was kept
  }
}
