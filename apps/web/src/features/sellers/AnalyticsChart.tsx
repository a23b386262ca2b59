import { t } from '../../i18n/i18n.ts'
import type { AnalyticsDay } from './sellerTypes.ts'

const WIDTH = 600
const HEIGHT = 160
const PAD = 24

/** A hand-drawn SVG line of one daily measure over the last 30 days. */
export function AnalyticsChart({
  days,
  measure,
  label,
}: {
  days: AnalyticsDay[]
  measure: 'views' | 'sales' | 'favorites'
  label: string
}) {
  const values = days.map((day) => day[measure])
  const max = Math.max(1, ...values)
  const step = days.length > 1 ? (WIDTH - 2 * PAD) / (days.length - 1) : 0
  const points = values.map(
    (value, index) =>
      [PAD + index * step, HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD)] as const,
  )
  const line = points.map(([x, y]) => `${x},${y}`).join(' ')
  const total = values.reduce((sum, value) => sum + value, 0)
  return (
    <figure className="analytics-chart">
      <figcaption>
        {label} <strong>{total}</strong> <span>{t('sellers.chart.lastDays')}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('sellers.chart.aria', { label, total, max })}
      >
        <line
          x1={PAD}
          x2={WIDTH - PAD}
          y1={HEIGHT - PAD}
          y2={HEIGHT - PAD}
          className="analytics-chart__axis"
        />
        {points.length > 0 && (
          <>
            <polygon
              className="analytics-chart__area"
              points={`${PAD},${HEIGHT - PAD} ${line} ${WIDTH - PAD},${HEIGHT - PAD}`}
            />
            <polyline className="analytics-chart__line" points={line} />
          </>
        )}
        {points.map(([x, y], index) =>
          values[index] ? (
            <circle key={days[index]?.day} cx={x} cy={y} r={3} className="analytics-chart__dot" />
          ) : null,
        )}
        <text x={PAD} y={HEIGHT - 6} className="analytics-chart__tick">
          {days[0]?.day.slice(5)}
        </text>
        <text x={WIDTH - PAD} y={HEIGHT - 6} textAnchor="end" className="analytics-chart__tick">
          {days.at(-1)?.day.slice(5)}
        </text>
        <text x={PAD} y={14} className="analytics-chart__tick">
          {max}
        </text>
      </svg>
    </figure>
  )
}
