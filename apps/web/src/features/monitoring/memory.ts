import { MONITORING } from '@agora/domain'
import type { MemorySample } from './retention.ts'

// Chromium only; other browsers do not say
const heap = () =>
  (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize

/**
 * Spec §9: the JS heap in use now and every 30 s, where the browser exposes it (elsewhere it
 * hears nothing). Returns a function that stops sampling.
 */
export function watchMemory(onSample: (sample: MemorySample) => void) {
  if (heap() === undefined) return () => {}
  const sample = () => {
    onSample({ timestamp: Date.now(), usedBytes: heap() ?? 0 })
  }
  sample()
  const timer = setInterval(sample, MONITORING.memoryIntervalMs)
  return () => clearInterval(timer)
}
