/**
 * The four signals the health score and the alerts read, each a ratio from 0 to 1, or null
 * when there is nothing to judge yet (no cache lookups, no queued writes, no navigation).
 */
export type HealthSignals = {
  /** answers from cache / cache lookups */
  hitRate: number | null
  /** storage used / storage quota */
  storageUse: number | null
  /** queued writes sent / queued writes attempted */
  syncSuccess: number | null
  /** navigations answered by the preload / navigations */
  preloadSuccess: number | null
}

/** Spec §9: weights 30 (hit rate), 20 (storage), 25 (sync), 25 (preload). */
export const HEALTH_WEIGHTS = { hitRate: 30, storage: 20, sync: 25, preload: 25 } as const

/**
 * Health from 0 to 100: each signal's quality times its weight. Storage counts as free space
 * (1 − use). A signal without data neither helps nor hurts: the score is taken over the
 * weights of the signals that have data, and is 100 when none has.
 */
export function healthScore(signals: HealthSignals): number {
  const parts: [quality: number | null, weight: number][] = [
    [signals.hitRate, HEALTH_WEIGHTS.hitRate],
    [signals.storageUse === null ? null : 1 - signals.storageUse, HEALTH_WEIGHTS.storage],
    [signals.syncSuccess, HEALTH_WEIGHTS.sync],
    [signals.preloadSuccess, HEALTH_WEIGHTS.preload],
  ]
  let weighted = 0
  let weights = 0
  for (const [quality, weight] of parts) {
    if (quality === null) continue
    weighted += clamp01(quality) * weight
    weights += weight
  }
  return weights === 0 ? 100 : Math.round((weighted / weights) * 100)
}

/** A ratio of counts, or null below `minimum` observations (one early miss is not a trend). */
export function ratio(part: number, whole: number, minimum = 1): number | null {
  return whole < minimum || whole === 0 ? null : part / whole
}

function clamp01(value: number) {
  return Math.min(1, Math.max(0, value))
}
