/** Spec §9 Monitoring: how often, how much is kept, and when an alert may come again. */
export const MONITORING = {
  snapshotIntervalMs: 60_000,
  memoryIntervalMs: 30_000,
  maxSnapshots: 1000,
  maxSnapshotAgeMs: 7 * 24 * 60 * 60 * 1000,
  savedSnapshots: 100,
  savedAlerts: 50,
  alertActiveMs: 60 * 60 * 1000,
  alertRepeatMs: 5 * 60 * 1000,
} as const

/** Spec §9 budgets, checked on real visits. */
export const PERFORMANCE_BUDGETS = {
  bundleBytes: 512 * 1024,
  loadMs: 3_000,
  inputDelayMs: 100,
  firstPaintMs: 2_000,
  largestPaintMs: 4_000,
  layoutShift: 0.1,
} as const

export type BudgetName = keyof typeof PERFORMANCE_BUDGETS
export type BudgetMeasurements = Partial<Record<BudgetName, number | null>>
export type BudgetBreach = { budget: BudgetName; limit: number; value: number }

/** The budgets a visit's measurements exceed; a measurement not taken breaches nothing. */
export function budgetBreaches(measured: BudgetMeasurements): BudgetBreach[] {
  const breaches: BudgetBreach[] = []
  for (const budget of Object.keys(PERFORMANCE_BUDGETS) as BudgetName[]) {
    const value = measured[budget]
    const limit = PERFORMANCE_BUDGETS[budget]
    if (value != null && value > limit) breaches.push({ budget, limit, value })
  }
  return breaches
}
