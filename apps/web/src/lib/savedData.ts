import { useSyncExternalStore } from 'react'
import { CACHE_DATE_HEADER } from '../sw/messages.ts'

/** API paths whose last answer came from the service worker's cache, and when it was saved. */
const savedAt = new Map<string, number>()
let oldest: number | null = null
const listeners = new Set<() => void>()

function update() {
  const times = [...savedAt.values()]
  const next = times.length ? Math.min(...times) : null
  if (next === oldest) return
  oldest = next
  for (const listener of listeners) listener()
}

/** Notes whether `path` was just answered from cache (the worker's date header) or fresh. */
export function recordResponseSource(path: string, response: Response) {
  const header = response.headers.get(CACHE_DATE_HEADER)
  const time = header ? Date.parse(header) : Number.NaN
  if (Number.isNaN(time)) savedAt.delete(path)
  else savedAt.set(path, time)
  update()
}

/** Forgets what earlier pages showed: a new page tells its own story. */
export function forgetSavedData() {
  savedAt.clear()
  update()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** When the oldest data on screen that came from cache was saved, or null if all is fresh. */
export function useOldestSavedAt(): number | null {
  return useSyncExternalStore(subscribe, () => oldest)
}
