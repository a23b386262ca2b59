import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { SELLER_EVENTS, type SellerEventDetail } from '../../lib/sellerEvents.ts'
import { affectedKinds, EVENT_KIND, isSellerKey, type SellerKind, sellerKey } from './sellerKeys.ts'

/** Spec §9 Seller cache. */
export const SELLER_CACHE = {
  freshMs: 300_000,
  warmKeepMs: 600_000,
  batchSize: 10,
  batchDelayMs: 100,
  unusedAfterMs: 30 * 60_000,
  sweepEveryMs: 10 * 60_000,
} as const

/**
 * Invalidates seller entries along the dependency graph, in batches of 10 keys 100 ms apart
 * so that one change does not refetch everything at once, and drops entries nobody used for
 * 30 minutes.
 */
export class SellerCache {
  private queue: QueryKey[] = []
  private timer: ReturnType<typeof setTimeout> | null = null
  private scheduled = false
  private readonly lastUsed = new Map<string, number>()

  constructor(
    private readonly queryClient: QueryClient,
    private readonly now: () => number = Date.now,
  ) {}

  /** Marks `kind` of `walletAddress` changed: it and its dependants are refetched. */
  invalidate(kind: SellerKind, walletAddress: string) {
    for (const affected of affectedKinds(kind)) {
      this.enqueue(sellerKey(affected, walletAddress))
    }
  }

  private enqueue(key: QueryKey) {
    const hash = JSON.stringify(key)
    if (this.queue.some((queued) => JSON.stringify(queued) === hash)) return
    this.queue.push(key)
    if (this.scheduled) return
    this.scheduled = true
    // the keys of one change (and its dependants) are collected before the first batch goes
    queueMicrotask(() => this.flush())
  }

  private flush() {
    const batch = this.queue.splice(0, SELLER_CACHE.batchSize)
    for (const queryKey of batch) void this.queryClient.invalidateQueries({ queryKey })
    if (this.queue.length > 0) {
      this.timer = setTimeout(() => this.flush(), SELLER_CACHE.batchDelayMs)
    } else {
      this.timer = null
      this.scheduled = false
    }
  }

  /** Records a read, for the sweep. */
  touch(key: QueryKey) {
    this.lastUsed.set(JSON.stringify(key), this.now())
  }

  /** Drops seller entries without observers that were not used for 30 minutes. */
  sweep() {
    const cutoff = this.now() - SELLER_CACHE.unusedAfterMs
    for (const query of this.queryClient.getQueryCache().getAll()) {
      if (!isSellerKey(query.queryKey) || query.getObserversCount() > 0) continue
      const hash = JSON.stringify(query.queryKey)
      const used = Math.max(this.lastUsed.get(hash) ?? 0, query.state.dataUpdatedAt)
      if (used < cutoff) {
        this.queryClient.removeQueries({ queryKey: query.queryKey, exact: true })
        this.lastUsed.delete(hash)
      }
    }
  }

  /** Listens to the seller window events and sweeps every 10 minutes; returns a stopper. */
  start(): () => void {
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<SellerEventDetail>).detail
      const kind = EVENT_KIND[event.type as keyof typeof EVENT_KIND]
      if (detail?.walletAddress && kind) this.invalidate(kind, detail.walletAddress)
    }
    for (const name of SELLER_EVENTS) window.addEventListener(name, onEvent)
    const sweeper = setInterval(() => this.sweep(), SELLER_CACHE.sweepEveryMs)
    return () => {
      for (const name of SELLER_EVENTS) window.removeEventListener(name, onEvent)
      clearInterval(sweeper)
      if (this.timer !== null) clearTimeout(this.timer)
      this.timer = null
      this.scheduled = false
      this.queue = []
    }
  }
}

const caches = new WeakMap<QueryClient, SellerCache>()

/** One seller cache per query client, started on first use. */
export function sellerCacheFor(queryClient: QueryClient): SellerCache {
  let cache = caches.get(queryClient)
  if (!cache) {
    cache = new SellerCache(queryClient)
    cache.start()
    caches.set(queryClient, cache)
  }
  return cache
}
