import { ALERT_THRESHOLDS, type Alert, type AlertType } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import type { MessageKey } from '../../i18n/messageKey.ts'

/** "73 %", or "No data yet" when there is nothing to measure. */
export const percent = (value: number | null) =>
  value === null
    ? t('monitoring.noData')
    : t('monitoring.percent', { value: Math.round(value * 100) })

// the domain writes each alert in English; the metric it measured says it again in any language
const METRIC: Record<AlertType, string> = {
  hit_rate_low: 'hitRate',
  storage_full: 'storageUse',
  sync_failing: 'syncSuccess',
  preload_ineffective: 'preloadSuccess',
}

const ADVICE: Record<AlertType, MessageKey[]> = {
  hit_rate_low: ['monitoring.advice.keepOfflineData', 'monitoring.advice.openAreasOnline'],
  storage_full: ['monitoring.advice.removeExpired', 'monitoring.advice.clearUnneeded'],
  sync_failing: ['monitoring.advice.checkWaiting'],
  preload_ineffective: ['monitoring.advice.reload'],
}

/** An alert's message in the active language (the stored English one if its metric is gone). */
export function alertMessage(alert: Alert): string {
  const value = alert.metrics[METRIC[alert.type]]
  if (value === undefined) return alert.message
  return t(`monitoring.alert.${alert.type}`, {
    rate: percent(value),
    threshold: percent(ALERT_THRESHOLDS.hitRate.warning),
  })
}

/** What to do about an alert, in the active language. */
export const alertAdvice = (alert: Alert): string[] =>
  ADVICE[alert.type]?.map((key) => t(key)) ?? alert.recommendations
