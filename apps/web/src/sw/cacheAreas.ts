/** How a runtime cache answers: spec §9 names one per area. */
export type CacheStrategyName = 'network-first' | 'stale-while-revalidate' | 'cache-first'

export interface CacheArea {
  /** spec §9 area name */
  name: string
  /** Cache Storage name (versioned so a new layout starts clean) */
  cacheName: string
  maxAgeSeconds: number
  maxEntries: number
  strategy: CacheStrategyName
  /** GET paths under /api this area holds */
  paths: RegExp[]
  /** Only reads whose query string (`?…`) matches this, when given */
  query?: RegExp
}

/** Network-first strategies give up on the network after this long (spec §9). */
export const NETWORK_TIMEOUT_SECONDS = 3

const MINUTE = 60

/**
 * Spec §9's cache table, mapped onto the API's real GET routes. The first area whose
 * pattern matches a path owns it. Gas estimates and exchange rates have no strategy in the
 * spec: they are network-first, so a price is never older than the network allows.
 * Read with a session, an area path is kept in that session's own cache instead, network-first,
 * with the area's lifetime and entry limit (`sessionPaths.ts`).
 * Prioritization is the ranking behind "trending" (`/api/feed?sort=trending`): listed before
 * the feed, so it owns those reads and keeps them its own, shorter, time.
 */
export const CACHE_AREAS: readonly CacheArea[] = [
  {
    name: 'prioritization',
    cacheName: 'agora-prioritization-v1',
    maxAgeSeconds: 45,
    maxEntries: 500,
    strategy: 'network-first',
    paths: [/^\/api\/feed$/],
    query: /[?&]sort=trending(&|$)/,
  },
  {
    name: 'feed',
    cacheName: 'agora-feed-v1',
    maxAgeSeconds: 5 * MINUTE,
    maxEntries: 200,
    strategy: 'network-first',
    paths: [/^\/api\/feed$/, /^\/api\/posts\/[^/]+$/, /^\/api\/posts\/[^/]+\/comments$/],
  },
  {
    name: 'communities',
    cacheName: 'agora-communities-v1',
    maxAgeSeconds: 10 * MINUTE,
    maxEntries: 100,
    strategy: 'stale-while-revalidate',
    paths: [/^\/api\/communities$/, /^\/api\/communities\/[^/]+(\/members)?$/],
  },
  {
    name: 'marketplace',
    cacheName: 'agora-marketplace-v1',
    maxAgeSeconds: 2 * MINUTE,
    maxEntries: 500,
    strategy: 'network-first',
    paths: [
      /^\/api\/marketplace\/listings(\/[^/]+)?$/,
      /^\/api\/marketplace\/orders(\/[^/]+)?$/,
      /^\/api\/sellers\/[^/]+\/(profile|store|listings)$/,
    ],
  },
  {
    name: 'messaging',
    cacheName: 'agora-messaging-v1',
    maxAgeSeconds: 5 * MINUTE,
    maxEntries: 1000,
    strategy: 'network-first',
    paths: [/^\/api\/messages(\/.*)?$/],
  },
  {
    name: 'gas estimates',
    cacheName: 'agora-gas-v1',
    maxAgeSeconds: 30,
    maxEntries: 100,
    strategy: 'network-first',
    paths: [/^\/api\/chains\/\d+\/gas$/],
  },
  {
    name: 'exchange rates',
    cacheName: 'agora-rates-v1',
    maxAgeSeconds: 1 * MINUTE,
    maxEntries: 200,
    strategy: 'network-first',
    paths: [/^\/api\/prices(\/.*)?$/],
  },
  {
    name: 'user preferences',
    cacheName: 'agora-preferences-v1',
    maxAgeSeconds: 5 * MINUTE,
    maxEntries: 1000,
    strategy: 'cache-first',
    paths: [/^\/api\/auth\/preferences$/, /^\/api\/users\/[^/]+$/],
  },
]

/** The area that caches GETs of `pathname` (with `search`, its `?…`), or null when nothing may. */
export function cacheAreaFor(pathname: string, search = ''): CacheArea | null {
  return (
    CACHE_AREAS.find(
      (area) =>
        area.paths.some((path) => path.test(pathname)) && (area.query?.test(search) ?? true),
    ) ?? null
  )
}

/** Whether an entry stored at `storedAt` (ms) is past its area's lifetime at `now`. */
export function isExpired(area: CacheArea, storedAt: number, now: number): boolean {
  return now - storedAt >= area.maxAgeSeconds * 1000
}
