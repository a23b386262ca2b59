import {
  type Alert,
  alertsFor,
  type BudgetBreach,
  budgetBreaches,
  MONITORING,
  raiseAlerts,
} from '@agora/domain'
import { watchMemory } from './memory.ts'
import { loadMonitoring, saveMonitoring } from './persistence.ts'
import { reportVitalsOnHide } from './reportVitals.ts'
import { keepAlerts, keepMemory, keepSnapshots, type MemorySample } from './retention.ts'
import { type PerformanceSnapshot, takeSnapshot } from './snapshot.ts'
import { budgetMeasurements, type UxMetrics, watchWebVitals } from './webVitals.ts'

export type MonitorState = {
  snapshots: PerformanceSnapshot[]
  /** every alert raised in the last hour (spec §4: active for 1 hour) */
  activeAlerts: Alert[]
  /** the last 50 alerts raised, active or not (spec §9: saved) */
  alerts: Alert[]
  breaches: BudgetBreach[]
  memory: MemorySample[]
  ux: UxMetrics
}

let state: MonitorState = {
  snapshots: [],
  activeAlerts: [],
  alerts: [],
  breaches: [],
  memory: [],
  ux: {},
}
const ux: UxMetrics = {}
const listeners = new Set<() => void>()
const loggedBreaches = new Set<string>()

function update(next: Partial<MonitorState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export const monitor = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },

  /** Takes a snapshot now, raises what it calls for and saves the history. */
  async check(now = Date.now()) {
    const snapshot = await takeSnapshot({ ...ux }, now)
    const { active, raised } = raiseAlerts(
      state.activeAlerts,
      alertsFor(snapshot.signals),
      now,
      () => crypto.randomUUID(),
    )
    update({
      snapshots: keepSnapshots([...state.snapshots, snapshot], now),
      activeAlerts: active,
      alerts: keepAlerts([...state.alerts, ...raised]),
      breaches: checkBudgets(),
    })
    await saveMonitoring(state.snapshots, state.alerts).catch(() => {})
    return snapshot
  },
}

/** Breaches of the spec §9 budgets so far; each is logged once per visit. */
function checkBudgets() {
  const breaches = budgetBreaches(budgetMeasurements(ux))
  for (const breach of breaches) {
    if (loggedBreaches.has(breach.budget)) continue
    loggedBreaches.add(breach.budget)
    console.warn(`Performance budget exceeded: ${breach.budget} ${breach.value} > ${breach.limit}`)
  }
  return breaches
}

let started = false

/** Restores the saved history, then samples on the spec's schedule for as long as the tab lives. */
export async function runMonitor() {
  if (started) return
  started = true
  const saved = await loadMonitoring().catch(() => null)
  if (saved) {
    const now = Date.now()
    update({
      snapshots: keepSnapshots(saved.snapshots, now),
      alerts: keepAlerts(saved.alerts),
      activeAlerts: saved.alerts.filter(
        (alert) => now - alert.timestamp < MONITORING.alertActiveMs,
      ),
    })
  }
  await watchWebVitals(ux, () => update({ ux: { ...ux } })).catch(() => {})
  void reportVitalsOnHide(ux).catch(() => {})
  watchMemory((sample) =>
    update({ memory: keepMemory([...state.memory, sample], sample.timestamp) }),
  )
  setInterval(() => void monitor.check(), MONITORING.snapshotIntervalMs)
  await monitor.check()
}
