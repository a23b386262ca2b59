const TTL_MS = 30_000
const MAX_VIEWERS = 5_000
const MAX_KEYS_PER_VIEWER = 20
/** Past this many reads forgotten, the counts start again (and reads in flight are not kept). */
const MAX_FORGOTTEN = 20_000

type Entry = { value: Promise<unknown>; keptUntil: number }

/**
 * Reads that belong to one viewer (their own reactions, muted words, blocks), kept for a
 * while: a reader scrolling or refreshing a page reads them once. `forget` drops one of a
 * viewer's reads; app.ts wires it to the writes that change it (`reaction.changed` the
 * viewer's marks, `mutedWords.changed` their muted words …), on every instance. A read that
 * started before a change is never kept.
 */
export type ViewerReads = {
  read<T>(viewerId: string, key: string, load: () => Promise<T>): Promise<T>
  forget(viewerId: string, key: string): void
}

export function createViewerReads(now: () => number = performance.now.bind(performance)) {
  const byViewer = new Map<string, Map<string, Entry>>()
  // how often each viewer's read was forgotten, so a read that overlapped that is not stored
  // (others' changes do not stop it): counted since `epoch`
  const forgets = new Map<string, number>()
  let epoch = 0
  const forgetKey = (viewerId: string, key: string) => `${viewerId}\n${key}`
  const versionOf = (viewerId: string, key: string) =>
    `${epoch}:${forgets.get(forgetKey(viewerId, key)) ?? 0}`

  const reads: ViewerReads = {
    read<T>(viewerId: string, key: string, load: () => Promise<T>) {
      const entries = byViewer.get(viewerId)
      const entry = entries?.get(key)
      if (entry && entry.keptUntil > now()) return entry.value as Promise<T>
      const versionBefore = versionOf(viewerId, key)
      // settled once here: a query builder runs its query again each time it is awaited
      const value = Promise.resolve(load())
      value.then(
        () => {
          if (versionOf(viewerId, key) !== versionBefore) return
          keep(viewerId, key, { value, keptUntil: now() + TTL_MS })
        },
        () => {},
      )
      return value
    },
    forget(viewerId, key) {
      byViewer.get(viewerId)?.delete(key)
      if (forgets.size >= MAX_FORGOTTEN) {
        forgets.clear()
        epoch++
      }
      const counted = forgetKey(viewerId, key)
      forgets.set(counted, (forgets.get(counted) ?? 0) + 1)
    },
  }

  function keep(viewerId: string, key: string, entry: Entry) {
    let entries = byViewer.get(viewerId)
    if (!entries) {
      if (byViewer.size >= MAX_VIEWERS) byViewer.delete(byViewer.keys().next().value as string)
      entries = new Map()
      byViewer.set(viewerId, entries)
    }
    if (entries.size >= MAX_KEYS_PER_VIEWER) entries.delete(entries.keys().next().value as string)
    entries.set(key, entry)
  }

  return reads
}
