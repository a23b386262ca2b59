import { useMemo } from 'react'
import { t } from '../../i18n/i18n.ts'
import { type ChartSeries, HealthChart } from './HealthChart.tsx'
import type { MemorySample } from './retention.ts'
import type { PerformanceSnapshot } from './snapshot.ts'

const HOUR_MS = 60 * 60 * 1000
const seconds = (ms: number) => ms / 1000

/** The last hour of snapshots and memory samples, as two charts. */
export function HealthCharts({
  snapshots,
  memory,
}: {
  snapshots: PerformanceSnapshot[]
  memory: MemorySample[]
}) {
  const charts = useMemo(() => {
    const since = Date.now() - HOUR_MS
    const recent = snapshots.filter((snapshot) => snapshot.timestamp >= since)
    const health: ChartSeries[] = [
      { label: t('monitoring.chart.score'), values: recent.map((s) => s.score), color: '#6366f1' },
      {
        label: t('monitoring.chart.hitRate'),
        values: recent.map((s) => (s.signals.hitRate === null ? null : s.signals.hitRate * 100)),
        color: '#10b981',
      },
    ]
    const recentMemory = memory.filter((sample) => sample.timestamp >= since)
    const heapMegabytes = recentMemory.map((sample) => sample.usedBytes / 1024 / 1024)
    const heap: ChartSeries[] = [
      { label: t('monitoring.chart.heap'), values: heapMegabytes, color: '#f59e0b' },
    ]
    return {
      healthTimes: recent.map((s) => seconds(s.timestamp)),
      health,
      memoryTimes: recentMemory.map((sample) => seconds(sample.timestamp)),
      heap,
      heapTop: Math.max(1, ...heapMegabytes) * 1.2,
    }
  }, [snapshots, memory])

  return (
    <div className="health-charts">
      <HealthChart
        title={t('monitoring.chart.health')}
        times={charts.healthTimes}
        series={charts.health}
        range={[0, 100]}
      />
      {charts.memoryTimes.length > 0 && (
        <HealthChart
          title={t('monitoring.chart.memory')}
          times={charts.memoryTimes}
          series={charts.heap}
          range={[0, charts.heapTop]}
        />
      )}
    </div>
  )
}
