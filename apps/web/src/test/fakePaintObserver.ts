import { vi } from 'vitest'

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void

/** A PerformanceObserver that reports the paints `painted` holds when it starts observing. */
export function stubPaintObserver(painted: string[]) {
  let report: PaintCallback = () => {}
  class FakeObserver {
    static supportedEntryTypes = ['paint']
    constructor(callback: PaintCallback) {
      report = callback
    }
    observe() {
      report({ getEntriesByName: (name) => painted.filter((entry) => entry === name) })
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  return { paint: (name: string) => report({ getEntriesByName: (n) => (n === name ? [n] : []) }) }
}
