import type { Alert } from '@agora/domain'
import { describe, expect, it } from 'vitest'
import { keepAlerts, keepMemory, keepSnapshots, savedHistory } from './retention.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const NOW = 100 * DAY

const snapshotsEveryMinute = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ timestamp: NOW - (count - 1 - i) * MINUTE }))

const alertsEveryHour = (count: number): Alert[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `alert-${i}`,
    timestamp: NOW - (count - 1 - i) * 60 * MINUTE,
    type: 'hit_rate_low',
    severity: 'warning',
    message: 'Cache hit rate is 60 %, below 70 %',
    metrics: { hitRate: 0.6 },
    recommendations: [],
  }))

describe('keepSnapshots', () => {
  it('keeps the newest 1000 snapshots in memory', () => {
    const kept = keepSnapshots(snapshotsEveryMinute(1001), NOW)
    expect(kept).toHaveLength(1000)
    expect(kept[0]?.timestamp).toBe(NOW - 999 * MINUTE)
    expect(kept.at(-1)?.timestamp).toBe(NOW)
  })

  it('drops snapshots older than 7 days, however few there are', () => {
    const kept = keepSnapshots(
      [{ timestamp: NOW - 7 * DAY - 1 }, { timestamp: NOW - 7 * DAY }, { timestamp: NOW }],
      NOW,
    )
    expect(kept).toEqual([{ timestamp: NOW - 7 * DAY }, { timestamp: NOW }])
  })
})

describe('keepAlerts', () => {
  it('keeps the last 50 alerts raised, also those no longer active', () => {
    const kept = keepAlerts(alertsEveryHour(60))
    expect(kept).toHaveLength(50)
    expect(kept[0]?.id).toBe('alert-10')
    expect(kept.at(-1)?.id).toBe('alert-59')
    // raised 49 hours ago: long past its hour of being active, still kept
    expect(NOW - (kept[0]?.timestamp ?? NOW)).toBe(49 * 60 * MINUTE)
  })
})

describe('savedHistory', () => {
  it('saves the last 100 snapshots and the last 50 alerts', () => {
    const saved = savedHistory(snapshotsEveryMinute(1000), alertsEveryHour(60))
    expect(saved.snapshots).toHaveLength(100)
    expect(saved.snapshots[0]?.timestamp).toBe(NOW - 99 * MINUTE)
    expect(saved.snapshots.at(-1)?.timestamp).toBe(NOW)
    expect(saved.alerts.map((alert) => alert.id)).toEqual(
      Array.from({ length: 50 }, (_, i) => `alert-${i + 10}`),
    )
  })

  it('saves everything while there is less than that', () => {
    const saved = savedHistory(snapshotsEveryMinute(3), alertsEveryHour(2))
    expect(saved.snapshots).toHaveLength(3)
    expect(saved.alerts).toHaveLength(2)
  })
})

describe('keepMemory', () => {
  it('keeps the last hour of memory samples, the span the chart shows', () => {
    const samples = [61, 60, 1].map((minutesAgo) => ({
      timestamp: NOW - minutesAgo * MINUTE,
      usedBytes: minutesAgo,
    }))
    expect(keepMemory(samples, NOW).map((sample) => sample.usedBytes)).toEqual([60, 1])
  })
})
