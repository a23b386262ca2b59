import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CacheStats } from '../../sw/messages.ts'

const stats: CacheStats = {
  areas: [
    { area: 'feed', entries: 3, bytes: 100, hits: 1, misses: 0 },
    { area: 'communities', entries: 1, bytes: 50, hits: 1, misses: 9 },
  ],
  preload: { navigations: 4, preloaded: 4 },
}
const messageWorker = vi.fn(async () => stats)
vi.mock('../../lib/serviceWorker/messageWorker.ts', () => ({ messageWorker }))

const { takeSnapshot } = await import('./snapshot.ts')
const { syncAttempts } = await import('../../lib/offlineQueue/queue.ts')

afterEach(() => vi.unstubAllGlobals())

describe('takeSnapshot', () => {
  it('turns the worker counters and storage estimate into rates, signals and a score', async () => {
    vi.stubGlobal('navigator', {
      storage: { estimate: async () => ({ usage: 50, quota: 100 }) },
    })
    const snapshot = await takeSnapshot({ LCP: 1200 }, 1_000)
    expect(snapshot.timestamp).toBe(1_000)
    // fewer than five lookups is no rate yet
    expect(snapshot.hitRates).toEqual({ feed: null, communities: 0.1 })
    expect(snapshot.signals).toEqual({
      hitRate: 2 / 11,
      storageUse: 0.5,
      syncSuccess: null,
      preloadSuccess: 1,
    })
    expect(snapshot.strategies.communities).toBe('stale-while-revalidate')
    expect(snapshot.ux).toEqual({ LCP: 1200 })
    // (2/11 × 30 + 0.5 × 20 + 1 × 25) / 75
    expect(snapshot.score).toBe(54)
  })

  it('reads sync success from the offline queue once it has replayed something', async () => {
    vi.stubGlobal('navigator', {})
    Object.assign(syncAttempts, { attempted: 4, succeeded: 3 })
    const snapshot = await takeSnapshot({})
    expect(snapshot.sync).toEqual({ attempted: 4, succeeded: 3 })
    expect(snapshot.signals.syncSuccess).toBe(0.75)
    Object.assign(syncAttempts, { attempted: 0, succeeded: 0 })
  })

  it('judges nothing it could not read', async () => {
    messageWorker.mockRejectedValueOnce(new Error('No service worker is running yet'))
    vi.stubGlobal('navigator', {})
    const snapshot = await takeSnapshot({})
    expect(snapshot.signals).toEqual({
      hitRate: null,
      storageUse: null,
      syncSuccess: null,
      preloadSuccess: null,
    })
    expect(snapshot.score).toBe(100)
  })
})
