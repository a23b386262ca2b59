import type { BudgetMeasurements, VitalName } from '@agora/domain'
import type { Metric } from 'web-vitals'

/** Spec §3 user-experience metrics of this visit, as web-vitals last reported them. */
export type UxMetrics = Partial<Record<VitalName, number>>

/**
 * Starts web-vitals (loaded on demand: it is not part of the first load) and keeps each
 * metric's latest value; `onChange` hears every update.
 */
export async function watchWebVitals(ux: UxMetrics, onChange: () => void) {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals')
  const record = (metric: Metric) => {
    ux[metric.name as VitalName] = metric.value
    onChange()
  }
  // every change, not only the final value: the panel shows the visit as it goes
  const options = { reportAllChanges: true }
  onCLS(record, options)
  onFCP(record, options)
  onINP(record, options)
  onLCP(record, options)
  onTTFB(record, options)
}

/** This visit against the spec §9 budgets: scripts transferred, load, and the vitals. */
export function budgetMeasurements(ux: UxMetrics): BudgetMeasurements {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'),
  )
  return {
    // as sent (compressed); also known for scripts the worker answered, unlike transferSize
    bundleBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    loadMs: navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : null,
    inputDelayMs: ux.INP ?? null,
    firstPaintMs: ux.FCP ?? null,
    largestPaintMs: ux.LCP ?? null,
    layoutShift: ux.CLS ?? null,
  }
}
