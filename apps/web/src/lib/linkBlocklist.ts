import { useEffect, useSyncExternalStore } from 'react'
import { apiFetch } from './api.ts'

export type LinkBlocklistState = {
  /** The phishing and wallet-drainer domains; null until the server's list has arrived. */
  domains: ReadonlySet<string> | null
  /** The last read failed (links are still checked for look-alikes). */
  failed: boolean
}

// a tab left open learns of newly listed domains
const FRESH_MS = 30 * 60_000

let state: LinkBlocklistState = { domains: null, failed: false }
let readAt = 0
let reading: Promise<void> | null = null
const listeners = new Set<() => void>()

/** Reads the list once (and again when it is old); every link shown waits on the same read. */
export function loadLinkBlocklist(): Promise<void> {
  if (reading) return reading
  if (state.domains && Date.now() - readAt < FRESH_MS) return Promise.resolve()
  reading = apiFetch<{ data: { domains: string[] } }>('/api/link-safety/blocklist')
    .then(({ data }) => {
      state = { domains: new Set(data.domains), failed: false }
      readAt = Date.now()
    })
    .catch(() => {
      state = { ...state, failed: true }
    })
    .finally(() => {
      reading = null
      for (const listener of listeners) listener()
    })
  return reading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The blocklist links are checked against, read from the server when first needed. */
export function useLinkBlocklist(): LinkBlocklistState {
  useEffect(() => void loadLinkBlocklist(), [])
  return useSyncExternalStore(subscribe, () => state)
}

/** The warning page a flagged link opens first (features/linkSafety). */
export function leavingHref(href: string): string {
  return `/leaving?to=${encodeURIComponent(href)}`
}
