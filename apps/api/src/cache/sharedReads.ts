const MAX_ENTRIES = 500

type Entry = {
  value: Promise<unknown>
  expiresAt: number
  /** What the value shows (e.g. `post:<id>`), known once it loaded; null while it loads. */
  tags: Set<string> | null
}

/**
 * Reads that are the same for every viewer (a feed page before the viewer's own
 * reactions), kept for a moment: concurrent requests share one database read, and later
 * ones within the TTL reuse it. A read names what it shows (`tagsOf`); `invalidate(tags)`
 * forgets the reads that show any of them, and every read still loading (it may have started
 * before the change). The caller wires it to the events that change what it holds, so a
 * person never misses their own change; a reaction forgets the pages that show that post,
 * not every page.
 */
export type SharedReads = {
  read<T>(
    key: string,
    ttlMs: number,
    load: () => Promise<T>,
    tagsOf?: (value: T) => Iterable<string>,
  ): Promise<T>
  /** Forgets the reads showing any of `tags`; with none given, every read. */
  invalidate(tags?: Iterable<string>): void
}

export function createSharedReads(
  now: () => number = performance.now.bind(performance),
  onLookup: (hit: boolean) => void = () => {},
) {
  const entries = new Map<string, Entry>()
  const shared: SharedReads = {
    read(key, ttlMs, load, tagsOf = () => []) {
      const entry = entries.get(key)
      const hit = entry !== undefined && entry.expiresAt > now()
      onLookup(hit)
      if (hit) return entry.value as ReturnType<typeof load>
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      // settled once here: a query builder runs its query again each time it is awaited
      const value = Promise.resolve(load())
      const fresh: Entry = { value, expiresAt: now() + ttlMs, tags: null }
      entries.set(key, fresh)
      value.then(
        (loaded) => {
          fresh.tags = new Set(tagsOf(loaded))
        },
        // a failed read is not kept: the next request tries again
        () => {
          if (entries.get(key) === fresh) entries.delete(key)
        },
      )
      return value
    },
    invalidate(tags) {
      if (!tags) {
        entries.clear()
        return
      }
      const changed = [...tags]
      for (const [key, entry] of entries) {
        if (entry.tags === null || changed.some((tag) => entry.tags?.has(tag))) entries.delete(key)
      }
    },
  }
  return shared
}
