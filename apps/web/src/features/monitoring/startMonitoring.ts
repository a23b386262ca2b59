import { afterFirstContent } from '../../lib/afterFirstContent.ts'

/** Starts client monitoring (spec §3, §9) after the first content: not part of the first load. */
export function startMonitoring() {
  if (!import.meta.env.PROD) return
  afterFirstContent(() => {
    void import('./monitorStore.ts').then(({ runMonitor }) => runMonitor())
  })
}
