/// <reference lib="webworker" />
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration'
import * as navigationPreload from 'workbox-navigation-preload'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import {
  CacheFirst,
  NetworkFirst,
  NetworkOnly,
  StaleWhileRevalidate,
  type Strategy,
} from 'workbox-strategies'
import { CACHE_SESSION_MS } from './cacheAccess.ts'
import { CACHE_AREAS, type CacheArea, cacheAreaFor, NETWORK_TIMEOUT_SECONDS } from './cacheAreas.ts'
import {
  cacheDatePlugin,
  type HitCounter,
  httpCacheablePlugin,
  personalDataPlugin,
  secretParamsPlugin,
  statsPlugin,
} from './cachePlugins.ts'
import type {
  AreaStats,
  FlushRequest,
  PreloadStats,
  UpdateAnnouncement,
  WorkerRequest,
} from './messages.ts'
import { OFFLINE_SYNC_TAGS, UPDATES_CHANNEL } from './messages.ts'
import { registerPushNotifications } from './pushNotifications.ts'
import { handleSessionBound } from './sessionCache.ts'
import { sessionPathRule } from './sessionPaths.ts'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

const SHELL_URL = '/index.html'
const ASSETS_CACHE = 'agora-assets-v1'

// the app shell and its code (the manifest is written in by vite-plugin-pwa at build time)
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// spec §7: navigation preload with the header value enhanced-cache
navigationPreload.enable('enhanced-cache')

// how often the preload answered a page load (monitoring's preload success); a load that
// failed for want of a network says nothing about the preload and is not counted
const preload: PreloadStats = { navigations: 0, preloaded: 0 }
self.addEventListener('fetch', (event: FetchEvent) => {
  if (event.request.mode !== 'navigate') return
  event.waitUntil(
    Promise.resolve(event.preloadResponse).then(
      (response) => {
        preload.navigations += 1
        if (response) preload.preloaded += 1
      },
      () => {},
    ),
  )
})

// pages: the network (or its preload), and the precached shell when it fails or is too slow
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [{ handlerDidError: async () => (await matchPrecache(SHELL_URL)) ?? undefined }],
    }),
    { denylist: [/^\/api(\/|$)/] },
  ),
)

// hashed build files not in the precache (the wallet kit's, vite.config.ts): never change
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [
      httpCacheablePlugin,
      new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true }),
    ],
  }),
)

type RuntimeArea = {
  area: CacheArea
  strategy: Strategy
  counter: HitCounter
  expiration: ExpirationPlugin
}

const runtimeAreas = new Map<string, RuntimeArea>(
  CACHE_AREAS.map((area) => {
    const counter: HitCounter = { hits: 0, misses: 0 }
    const expiration = new ExpirationPlugin({
      maxEntries: area.maxEntries,
      maxAgeSeconds: area.maxAgeSeconds,
      purgeOnQuotaError: true,
    })
    const plugins = [
      secretParamsPlugin,
      httpCacheablePlugin,
      personalDataPlugin,
      expiration,
      statsPlugin(counter),
      cacheDatePlugin,
    ]
    const options = { cacheName: area.cacheName, plugins }
    const strategy =
      area.strategy === 'stale-while-revalidate'
        ? new StaleWhileRevalidate(options)
        : area.strategy === 'cache-first'
          ? new CacheFirst(options)
          : new NetworkFirst({ ...options, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS })
    return [area.name, { area, strategy, counter, expiration }]
  }),
)

// spec §6: a per-user read of a session-bound path, or of a spec §9 area path made with a
// session, lives in its session's own cache
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    request.headers.has('authorization') &&
    sessionPathRule(url.pathname, CACHE_SESSION_MS / 1000) !== null,
  ({ url, request, event }) =>
    handleSessionBound(
      event,
      request,
      // biome-ignore lint/style/noNonNullAssertion: the route matched this rule
      sessionPathRule(url.pathname, CACHE_SESSION_MS / 1000)!,
    ),
)

// anonymous API reads of the spec §9 areas: a request with credentials is per-user, so it never
// reaches (or fills) these shared caches
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    !request.headers.has('authorization') &&
    cacheAreaFor(url.pathname, url.search) !== null,
  (options) => {
    const area = cacheAreaFor(options.url.pathname, options.url.search)
    const runtime = area && runtimeAreas.get(area.name)
    if (!runtime) return fetch(options.request)
    return runtime.strategy.handle({ event: options.event, request: options.request })
  },
)

// spec §4: a background sync (the network is back) wakes the open pages' offline queues; with
// none open, the next start sends it
type SyncEvent = ExtendableEvent & { tag: string }
self.addEventListener('sync', ((event: SyncEvent) => {
  if (!(OFFLINE_SYNC_TAGS as readonly string[]).includes(event.tag)) return
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((pages) => {
      for (const page of pages)
        page.postMessage({ type: 'FLUSH_OFFLINE_QUEUE' } satisfies FlushRequest)
    }),
  )
}) as EventListener)

// Web Push: show what the server sent; a click opens its page
registerPushNotifications()

// a new version waits until the user accepts it; every open tab hears about it
self.addEventListener('install', () => {
  if (!self.registration.active) return
  const channel = new BroadcastChannel(UPDATES_CHANNEL)
  const announce = () => {
    if (self.registration.waiting !== self.serviceWorker) return
    channel.postMessage({ type: 'UPDATE_AVAILABLE' } satisfies UpdateAnnouncement)
  }
  self.serviceWorker.addEventListener('statechange', announce)
})

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerRequest | undefined
  const reply = (value: unknown) => event.ports[0]?.postMessage(value)
  switch (message?.type) {
    case 'SKIP_WAITING':
      void self.skipWaiting()
      return
    case 'GET_CACHE_STATS':
      event.waitUntil(cacheStats().then((areas) => reply({ areas, preload })))
      return
    case 'CLEANUP_CACHE':
      event.waitUntil(cleanupExpired().then((removed) => reply({ removed })))
      return
    case 'CLEAR_CACHE':
      event.waitUntil(clearRuntimeCaches().then(() => reply({ cleared: true })))
      return
  }
})

async function cacheStats(): Promise<AreaStats[]> {
  return Promise.all(
    [...runtimeAreas.values()].map(async ({ area, counter }) => {
      const cache = await caches.open(area.cacheName)
      const requests = await cache.keys()
      let bytes = 0
      for (const request of requests) {
        const response = await cache.match(request)
        if (response) bytes += (await response.blob()).size
      }
      return { area: area.name, entries: requests.length, bytes, ...counter }
    }),
  )
}

async function cleanupExpired(): Promise<number> {
  let removed = 0
  for (const { area } of runtimeAreas.values()) {
    const cache = await caches.open(area.cacheName)
    const before = (await cache.keys()).length
    await new CacheExpiration(area.cacheName, {
      maxEntries: area.maxEntries,
      maxAgeSeconds: area.maxAgeSeconds,
    }).expireEntries()
    removed += before - (await cache.keys()).length
  }
  return removed
}

async function clearRuntimeCaches() {
  for (const runtime of runtimeAreas.values()) {
    await runtime.expiration.deleteCacheAndMetadata()
    runtime.counter.hits = 0
    runtime.counter.misses = 0
  }
}
