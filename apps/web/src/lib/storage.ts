/**
 * localStorage that never throws: storage can be disabled (privacy modes, embedded views)
 * or full, and a preference that cannot be saved must not break the app.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // @NOTE quota exceeded or storage disabled: the preference lasts for this visit only
  }
}
