import { type ClientConfig, MAX_VITALS_PER_REPORT, VITAL_NAMES } from '@agora/domain'
import { routePattern } from './routePattern.ts'
import type { UxMetrics } from './webVitals.ts'

/**
 * Sends this visit's final vitals when the page is hidden, from a sample of visits (the
 * server's rate): one beacon, no cookies, no ids, only the route pattern and the numbers.
 */
export async function reportVitalsOnHide(ux: UxMetrics) {
  const config = (await (await fetch('/api/config')).json()) as ClientConfig
  if (Math.random() >= config.vitalsSampleRate) return
  let sent = false
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || sent) return
    const route = routePattern(window.location.pathname)
    const vitals = VITAL_NAMES.filter((name) => ux[name] !== undefined)
      .map((name) => ({ route, name, value: ux[name] as number }))
      .slice(0, MAX_VITALS_PER_REPORT)
    if (vitals.length === 0) return
    sent = true
    const body = new Blob([JSON.stringify({ vitals })], { type: 'application/json' })
    navigator.sendBeacon('/api/vitals', body)
  })
}
