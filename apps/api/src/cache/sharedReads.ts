const MAX_ENTRIES = 500

type Entry = { value: Promise<unknown>; expiresAt: number }

/**
 * Reads that are the same for every viewer (a feed page before the viewer's own
 * reactions), kept for a moment: concurrent requests share one database read, and later
 * ones within the TTL reuse it. `invalidate` empties it; the caller wires it to the events
 * that change what it holds, so a person never misses their own change.
 */
export type SharedReads = {
  read<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>
  invalidate(): void
}

export function createSharedReads(
  now: () => number = performance.now.bind(performance),
  onLookup: (hit: boolean) => void = () => {},
) {
  const entries = new Map<string, Entry>()
  const shared: SharedReads = {
    read<T>(key: string, ttlMs: number, load: () => Promise<T>) {
      const entry = entries.get(key)
      const hit = entry !== undefined && entry.expiresAt > now()
      onLookup(hit)
      if (hit) return entry.value as Promise<T>
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      const value = load()
      const fresh: Entry = { value, expiresAt: now() + ttlMs }
      entries.set(key, fresh)
      // a failed read is not kept: the next request tries again
      value.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key)
      })
      return value
    },
    invalidate: () => entries.clear(),
  }
  return shared
}
