/** Messages the page posts to the service worker (spec §7), and what it answers. */
export type WorkerRequest =
  | { type: 'SKIP_WAITING' }
  | { type: 'GET_CACHE_STATS' }
  | { type: 'CLEANUP_CACHE' }
  | { type: 'CLEAR_CACHE' }

export interface AreaStats {
  area: string
  entries: number
  bytes: number
  /** responses answered from this cache since the worker started */
  hits: number
  /** cache lookups that found nothing fresh since the worker started */
  misses: number
}

/** Page loads under this worker, and how many of them the navigation preload answered. */
export type PreloadStats = { navigations: number; preloaded: number }

export type CacheStats = { areas: AreaStats[]; preload: PreloadStats }
export type CleanupResult = { removed: number }

/** BroadcastChannel every tab listens on for a waiting new version (spec §7). */
export const UPDATES_CHANNEL = 'pwa-updates'
export type UpdateAnnouncement = { type: 'UPDATE_AVAILABLE' }

/** Header the worker adds to an API response it answers from cache: when it was stored. */
export const CACHE_DATE_HEADER = 'x-sw-cache-date'
/** Header kept on stored entries: when they were stored (ms since epoch). */
export const STORED_AT_HEADER = 'x-sw-stored-at'

/** Spec §4 background syncs: the worker asks open pages to send their offline queue. */
export const OFFLINE_SYNC_TAGS = ['post-sync', 'reaction-sync', 'enhanced-cache-sync'] as const
export type FlushRequest = { type: 'FLUSH_OFFLINE_QUEUE' }

/** The worker asks an open tab to show a page (a click on a push notification). */
export type OpenPathRequest = { type: 'OPEN_PATH'; path: string }
