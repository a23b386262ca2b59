import type { HealthSignals } from './health.ts'
import { MONITORING } from './limits.ts'

export const ALERT_TYPES = [
  'hit_rate_low',
  'storage_full',
  'sync_failing',
  'preload_ineffective',
] as const
export type AlertType = (typeof ALERT_TYPES)[number]
export const ALERT_SEVERITIES = ['info', 'warning', 'error', 'critical'] as const
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number]

export type Alert = {
  id: string
  timestamp: number
  type: AlertType
  severity: AlertSeverity
  message: string
  metrics: Record<string, number>
  recommendations: string[]
}

export type AlertDraft = Omit<Alert, 'id' | 'timestamp'>

/** Spec §9 thresholds: below (or above, for storage) `warning`, and past `critical`. */
export const ALERT_THRESHOLDS = {
  hitRate: { warning: 0.7, critical: 0.5 },
  storageUse: { warning: 0.85, critical: 0.95 },
  syncSuccess: { warning: 0.9, critical: 0.7 },
  preloadSuccess: { warning: 0.6 },
} as const

const percent = (value: number) => `${Math.round(value * 100)} %`

/** The alerts a set of signals calls for, before de-duplication. */
export function alertsFor(signals: HealthSignals): AlertDraft[] {
  const drafts: AlertDraft[] = []
  const { hitRate, storageUse, syncSuccess, preloadSuccess } = signals
  if (hitRate !== null && hitRate < ALERT_THRESHOLDS.hitRate.warning) {
    drafts.push({
      type: 'hit_rate_low',
      severity: hitRate < ALERT_THRESHOLDS.hitRate.critical ? 'critical' : 'warning',
      message: `Cache hit rate is ${percent(hitRate)}, below ${percent(ALERT_THRESHOLDS.hitRate.warning)}`,
      metrics: { hitRate },
      recommendations: [
        'Keep offline data: clearing it empties every cache',
        'Open the areas you read offline once while online',
      ],
    })
  }
  if (storageUse !== null && storageUse > ALERT_THRESHOLDS.storageUse.warning) {
    drafts.push({
      type: 'storage_full',
      severity: storageUse > ALERT_THRESHOLDS.storageUse.critical ? 'critical' : 'warning',
      message: `Storage is ${percent(storageUse)} full`,
      metrics: { storageUse },
      recommendations: ['Remove expired offline data', 'Clear offline data you no longer need'],
    })
  }
  if (syncSuccess !== null && syncSuccess < ALERT_THRESHOLDS.syncSuccess.warning) {
    drafts.push({
      type: 'sync_failing',
      severity: syncSuccess < ALERT_THRESHOLDS.syncSuccess.critical ? 'critical' : 'warning',
      message: `Only ${percent(syncSuccess)} of offline writes were sent`,
      metrics: { syncSuccess },
      recommendations: ['Check the waiting items and retry or discard them'],
    })
  }
  if (preloadSuccess !== null && preloadSuccess < ALERT_THRESHOLDS.preloadSuccess.warning) {
    drafts.push({
      type: 'preload_ineffective',
      severity: 'warning',
      message: `Navigation preload answered ${percent(preloadSuccess)} of page loads`,
      metrics: { preloadSuccess },
      recommendations: ['Reload once so the current service worker controls the page'],
    })
  }
  return drafts
}

/**
 * Spec §4 Alerts: an alert stays active for an hour, and a type raised in the last five
 * minutes is not raised again. Returns the active alerts after `now` and what was new.
 */
export function raiseAlerts(
  active: readonly Alert[],
  drafts: readonly AlertDraft[],
  now: number,
  newId: () => string,
): { active: Alert[]; raised: Alert[] } {
  const current = active.filter((alert) => now - alert.timestamp < MONITORING.alertActiveMs)
  const raised: Alert[] = []
  for (const draft of drafts) {
    const recent = current.some(
      (alert) => alert.type === draft.type && now - alert.timestamp < MONITORING.alertRepeatMs,
    )
    if (!recent) raised.push({ ...draft, id: newId(), timestamp: now })
  }
  return { active: [...current, ...raised], raised }
}
