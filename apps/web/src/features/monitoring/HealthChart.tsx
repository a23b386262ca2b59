import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import { formatTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import 'uplot/dist/uPlot.min.css'

export type ChartSeries = { label: string; values: (number | null)[]; color: string }

interface HealthChartProps {
  title: string
  /** seconds since the epoch, one per point */
  times: number[]
  series: ChartSeries[]
  /** the y axis' range */
  range: [number, number]
}

/** A small line chart of the last hour (uPlot, loaded with the panel that shows it). */
export function HealthChart({ title, times, series, range }: HealthChartProps) {
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const chart = new uPlot(
      {
        width: element.clientWidth || 320,
        height: 140,
        legend: { show: true },
        // the last hour: times of day, in the page's language (uPlot's own names are English)
        fmtDate: () => (date) => formatTime(date),
        scales: { y: { range } },
        series: [{}, ...series.map(({ label, color }) => ({ label, stroke: color, width: 2 }))],
        axes: [{ stroke: 'currentColor' }, { stroke: 'currentColor', size: 40 }],
      },
      [times, ...series.map((line) => line.values)],
      element,
    )
    return () => chart.destroy()
  }, [times, series, range])

  return (
    <figure className="health-chart">
      <figcaption>{title}</figcaption>
      <div ref={container} role="img" aria-label={t('monitoring.chart.lastHour', { title })} />
    </figure>
  )
}
