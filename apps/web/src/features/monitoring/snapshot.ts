import { type HealthSignals, healthScore, ratio } from '@agora/domain'
import { syncAttempts } from '../../lib/offlineQueue/queue.ts'
import { messageWorker } from '../../lib/serviceWorker/messageWorker.ts'
import { CACHE_AREAS } from '../../sw/cacheAreas.ts'
import type { CacheStats } from '../../sw/messages.ts'
import type { UxMetrics } from './webVitals.ts'

// a rate over fewer lookups than this is noise (a first visit always misses)
const MIN_LOOKUPS = 5
const MIN_NAVIGATIONS = 3

/** Spec §3 performance snapshot: what the app's caches, storage and page loads look like now. */
export type PerformanceSnapshot = {
  timestamp: number
  /** per spec §9 area: answers from cache / lookups, null without enough lookups */
  hitRates: Record<string, number | null>
  storage: { usage: number; quota: number } | null
  /** the offline write queue's replays in this tab; null while none was tried */
  sync: { attempted: number; succeeded: number } | null
  preload: { navigations: number; preloaded: number } | null
  strategies: Record<string, string>
  ux: UxMetrics
  signals: HealthSignals
  score: number
}

const STRATEGIES = Object.fromEntries(CACHE_AREAS.map((area) => [area.name, area.strategy]))

/** Reads the worker's counters and the storage estimate; what cannot be read stays null. */
export async function takeSnapshot(ux: UxMetrics, now = Date.now()): Promise<PerformanceSnapshot> {
  const [stats, estimate] = await Promise.all([
    messageWorker<CacheStats>({ type: 'GET_CACHE_STATS' }).catch(() => null),
    navigator.storage?.estimate?.().catch(() => null) ?? Promise.resolve(null),
  ])
  const hitRates: Record<string, number | null> = {}
  let hits = 0
  let lookups = 0
  for (const area of stats?.areas ?? []) {
    hitRates[area.area] = ratio(area.hits, area.hits + area.misses, MIN_LOOKUPS)
    hits += area.hits
    lookups += area.hits + area.misses
  }
  const storage = estimate?.quota ? { usage: estimate.usage ?? 0, quota: estimate.quota } : null
  const preload = stats?.preload ?? null
  const signals: HealthSignals = {
    hitRate: ratio(hits, lookups, MIN_LOOKUPS),
    storageUse: storage ? storage.usage / storage.quota : null,
    syncSuccess: ratio(syncAttempts.succeeded, syncAttempts.attempted),
    preloadSuccess: preload ? ratio(preload.preloaded, preload.navigations, MIN_NAVIGATIONS) : null,
  }
  return {
    timestamp: now,
    hitRates,
    storage,
    sync: syncAttempts.attempted === 0 ? null : { ...syncAttempts },
    preload,
    strategies: STRATEGIES,
    ux,
    signals,
    score: healthScore(signals),
  }
}
