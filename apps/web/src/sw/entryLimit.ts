/**
 * The entries to drop so a cache keeps at most `maxEntries`: the oldest first. Cache Storage
 * lists keys in the order they were written, and writing a key again moves it to the end.
 */
export function oldestBeyond<T>(keys: readonly T[], maxEntries: number): T[] {
  return keys.slice(0, Math.max(0, keys.length - maxEntries))
}
