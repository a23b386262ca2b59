import type { Metric } from './metric.ts'

export function printTable(results: Record<string, Metric[]>) {
  const rows = [['benchmark', 'metric', 'value']]
  for (const [benchmark, metrics] of Object.entries(results)) {
    for (const metric of metrics) {
      const value = metric.value === null ? 'n/a' : `${metric.value} ${metric.unit}`.trim()
      rows.push([benchmark, metric.name, value])
    }
  }
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)))
  for (const row of rows) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
  }
}
