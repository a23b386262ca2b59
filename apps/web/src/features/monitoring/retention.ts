import { type Alert, MONITORING } from '@agora/domain'

export type MemorySample = { timestamp: number; usedBytes: number }

const HOUR_MS = 60 * 60 * 1000

/** Spec §9: in memory, up to 1000 snapshots and none older than 7 days. */
export function keepSnapshots<T extends { timestamp: number }>(
  kept: readonly T[],
  now: number,
): T[] {
  return kept
    .filter((snapshot) => now - snapshot.timestamp <= MONITORING.maxSnapshotAgeMs)
    .slice(-MONITORING.maxSnapshots)
}

/** The last 50 alerts raised, active or not: what is saved (active ones drive the panel). */
export const keepAlerts = (kept: readonly Alert[]): Alert[] => kept.slice(-MONITORING.savedAlerts)

/** Memory samples of the last hour: what the panel's chart shows. */
export const keepMemory = (kept: readonly MemorySample[], now: number): MemorySample[] =>
  kept.filter((sample) => now - sample.timestamp <= HOUR_MS)

/** Spec §9: what outlives the tab, the last 100 snapshots and the last 50 alerts. */
export function savedHistory<T>(snapshots: readonly T[], alerts: readonly Alert[]) {
  return {
    snapshots: snapshots.slice(-MONITORING.savedSnapshots),
    alerts: keepAlerts(alerts),
  }
}
