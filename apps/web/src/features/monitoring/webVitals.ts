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

type TimingEntries = {
  navigation: Pick<PerformanceNavigationTiming, 'loadEventEnd'> | undefined
  resources: Pick<
    PerformanceResourceTiming,
    'name' | 'initiatorType' | 'responseEnd' | 'encodedBodySize'
  >[]
}

const pageTimings = (): TimingEntries => ({
  navigation: (performance.getEntriesByType('navigation') as PerformanceNavigationTiming[])[0],
  resources: performance.getEntriesByType('resource') as PerformanceResourceTiming[],
})

/**
 * This visit against the spec §9 budgets: the bundle, load, and the vitals. The bundle is the
 * script the page loaded up to its load event; areas opened later load their own chunks, which
 * are not the bundle (counting them, a long visit would breach it by browsing).
 */
export function budgetMeasurements(
  ux: UxMetrics,
  { navigation, resources }: TimingEntries = pageTimings(),
): BudgetMeasurements {
  const loadEnd = navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : null
  const bundle = resources.filter(
    (entry) =>
      (entry.initiatorType === 'script' || entry.name.endsWith('.js')) &&
      (loadEnd === null || entry.responseEnd <= loadEnd),
  )
  return {
    // as sent (compressed); also known for scripts the worker answered, unlike transferSize
    bundleBytes: bundle.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    loadMs: loadEnd,
    inputDelayMs: ux.INP ?? null,
    firstPaintMs: ux.FCP ?? null,
    largestPaintMs: ux.LCP ?? null,
    layoutShift: ux.CLS ?? null,
  }
}
