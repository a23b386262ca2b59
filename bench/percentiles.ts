/** p50 and p99 of a list of durations, in the same unit. */
export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
  return { p50: at(50), p99: at(99) }
}
