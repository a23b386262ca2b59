import { useEffect, useSyncExternalStore } from 'react'
import { monitor, runMonitor } from './monitorStore.ts'

/** The tab's monitoring state; mounting starts the monitor if the app has not yet. */
export function useMonitor() {
  useEffect(() => void runMonitor(), [])
  return useSyncExternalStore(monitor.subscribe, monitor.getState)
}
