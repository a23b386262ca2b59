const TTL_MS = 30_000
const MAX_VIEWERS = 5_000
const MAX_KEYS_PER_VIEWER = 20

type Entry = { value: Promise<unknown>; keptUntil: number }

/**
 * Reads that belong to one viewer (their own reactions on a page), kept for a while:
 * a reader scrolling or refreshing the same page reads them once. `forgetViewer` empties one
 * viewer's reads; app.ts wires it to that viewer's own writes (`reaction.changed`), on every
 * instance. A read that started before the viewer's last change is never kept.
 */
export type ViewerReads = {
  read<T>(viewerId: string, key: string, load: () => Promise<T>): Promise<T>
  forgetViewer(viewerId: string): void
}

export function createViewerReads(now: () => number = performance.now.bind(performance)) {
  const byViewer = new Map<string, Map<string, Entry>>()
  // bumped by every forget, so a read that overlapped one is not stored
  let forgets = 0

  const reads: ViewerReads = {
    read<T>(viewerId: string, key: string, load: () => Promise<T>) {
      const entries = byViewer.get(viewerId)
      const entry = entries?.get(key)
      if (entry && entry.keptUntil > now()) return entry.value as Promise<T>
      const forgetsBefore = forgets
      // settled once here: a query builder runs its query again each time it is awaited
      const value = Promise.resolve(load())
      value.then(
        () => {
          if (forgets !== forgetsBefore) return
          keep(viewerId, key, { value, keptUntil: now() + TTL_MS })
        },
        () => {},
      )
      return value
    },
    forgetViewer(viewerId) {
      byViewer.delete(viewerId)
      forgets++
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
