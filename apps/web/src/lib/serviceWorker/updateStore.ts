import { useSyncExternalStore } from 'react'

/** A waiting new version of the app, and how to switch to it. */
export type PendingUpdate = { apply: () => void }

let pending: PendingUpdate | null = null
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

/** The service worker side says a new version waits (or null: it no longer does). */
export function setPendingUpdate(update: PendingUpdate | null) {
  pending = update
  emit()
}

/** "Later": hides the notice until the next announcement or visit. */
export function dismissPendingUpdate() {
  setPendingUpdate(null)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function usePendingUpdate(): PendingUpdate | null {
  return useSyncExternalStore(subscribe, () => pending)
}
