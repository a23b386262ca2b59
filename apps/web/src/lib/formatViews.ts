/** Views as 999, 1.5k or 2.3M: k above 1000, M above 1,000,000, one decimal (spec §9). */
export function formatViews(views: number): string {
  if (views > 1_000_000) return `${(views / 1_000_000).toFixed(1)}M`
  if (views > 1000) return `${(views / 1000).toFixed(1)}k`
  return String(views)
}
