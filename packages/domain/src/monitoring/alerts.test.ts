import { describe, expect, it } from 'vitest'
import { type Alert, alertsFor, raiseAlerts } from './alerts.ts'
import { MONITORING } from './limits.ts'

const healthy = { hitRate: 0.9, storageUse: 0.1, syncSuccess: 1, preloadSuccess: 1 }
const severityOf = (signals: Partial<typeof healthy>) =>
  alertsFor({ ...healthy, ...signals }).map((alert) => `${alert.type}:${alert.severity}`)

describe('alertsFor', () => {
  it('raises nothing for healthy or unknown signals', () => {
    expect(alertsFor(healthy)).toEqual([])
    expect(
      alertsFor({ hitRate: null, storageUse: null, syncSuccess: null, preloadSuccess: null }),
    ).toEqual([])
  })

  it('warns on a hit rate below 70 % and is critical below 50 %', () => {
    expect(severityOf({ hitRate: 0.7 })).toEqual([])
    expect(severityOf({ hitRate: 0.69 })).toEqual(['hit_rate_low:warning'])
    expect(severityOf({ hitRate: 0.5 })).toEqual(['hit_rate_low:warning'])
    expect(severityOf({ hitRate: 0.49 })).toEqual(['hit_rate_low:critical'])
  })

  it('warns on storage above 85 % and is critical above 95 %', () => {
    expect(severityOf({ storageUse: 0.85 })).toEqual([])
    expect(severityOf({ storageUse: 0.86 })).toEqual(['storage_full:warning'])
    expect(severityOf({ storageUse: 0.95 })).toEqual(['storage_full:warning'])
    expect(severityOf({ storageUse: 0.96 })).toEqual(['storage_full:critical'])
  })

  it('warns on sync success below 90 % (critical below 70 %) and preload below 60 %', () => {
    expect(severityOf({ syncSuccess: 0.9 })).toEqual([])
    expect(severityOf({ syncSuccess: 0.89 })).toEqual(['sync_failing:warning'])
    expect(severityOf({ syncSuccess: 0.69 })).toEqual(['sync_failing:critical'])
    expect(severityOf({ preloadSuccess: 0.6 })).toEqual([])
    expect(severityOf({ preloadSuccess: 0.59 })).toEqual(['preload_ineffective:warning'])
  })

  it('carries the metric, a message and recommendations', () => {
    const [alert] = alertsFor({ ...healthy, hitRate: 0.4 })
    expect(alert?.metrics).toEqual({ hitRate: 0.4 })
    expect(alert?.message).toBe('Cache hit rate is 40 %, below 70 %')
    expect(alert?.recommendations.length).toBeGreaterThan(0)
  })
})

describe('raiseAlerts', () => {
  const drafts = alertsFor({ ...healthy, hitRate: 0.4 })
  let next = 0
  const newId = () => `alert-${++next}`

  it('does not raise the same type again within 5 minutes', () => {
    const first = raiseAlerts([], drafts, 0, newId)
    expect(first.raised).toHaveLength(1)
    const again = raiseAlerts(first.active, drafts, MONITORING.alertRepeatMs - 1, newId)
    expect(again.raised).toEqual([])
    expect(again.active).toHaveLength(1)
    const later = raiseAlerts(first.active, drafts, MONITORING.alertRepeatMs, newId)
    expect(later.raised).toHaveLength(1)
    expect(later.active).toHaveLength(2)
  })

  it('keeps an alert active for one hour', () => {
    const [draft] = drafts
    if (!draft) throw new Error('expected a hit_rate_low draft')
    const alert: Alert = { ...draft, id: 'a', timestamp: 0 }
    expect(raiseAlerts([alert], [], MONITORING.alertActiveMs - 1, newId).active).toEqual([alert])
    expect(raiseAlerts([alert], [], MONITORING.alertActiveMs, newId).active).toEqual([])
  })
})
