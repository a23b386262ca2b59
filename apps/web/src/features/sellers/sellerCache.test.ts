import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emitSellerEvent } from '../../lib/sellerEvents.ts'
import { SellerCache } from './sellerCache.ts'
import { affectedKinds, sellerKey } from './sellerKeys.ts'

const address = '0xAbC0000000000000000000000000000000000001'

describe('seller cache', () => {
  let queryClient: QueryClient
  beforeEach(() => {
    vi.useFakeTimers()
    // no garbage collection of its own: only the sweep removes entries here
    queryClient = new QueryClient({
      defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } },
    })
  })
  afterEach(() => vi.useRealTimers())

  it('follows the dependency graph of spec §4', () => {
    expect(affectedKinds('profile')).toEqual(
      expect.arrayContaining(['profile', 'dashboard', 'store', 'listings', 'notifications']),
    )
    expect(affectedKinds('listings')).toEqual(
      expect.arrayContaining(['listings', 'dashboard', 'store']),
    )
    expect(affectedKinds('listings')).not.toContain('profile')
    expect(affectedKinds('orders')).toContain('dashboard')
    expect(affectedKinds('orders')).not.toContain('store')
  })

  it('invalidates a listing change in the dashboard and store, not the profile', async () => {
    for (const kind of ['profile', 'dashboard', 'store', 'listings'] as const) {
      queryClient.setQueryData(sellerKey(kind, address), { kind })
    }
    new SellerCache(queryClient).invalidate('listings', address)
    await Promise.resolve()
    const stale = (kind: 'profile' | 'dashboard' | 'store' | 'listings') =>
      queryClient.getQueryState(sellerKey(kind, address))?.isInvalidated
    expect(stale('dashboard')).toBe(true)
    expect(stale('store')).toBe(true)
    expect(stale('profile')).toBe(false)
  })

  it('invalidates in batches of 10, 100 ms apart', async () => {
    const spy = vi.spyOn(queryClient, 'invalidateQueries')
    const cache = new SellerCache(queryClient)
    for (let index = 0; index < 3; index++) cache.invalidate('profile', `0x${index}`)
    // 3 sellers × 6 affected kinds = 18 keys
    expect(spy).toHaveBeenCalledTimes(0)
    await Promise.resolve()
    expect(spy).toHaveBeenCalledTimes(10)
    vi.advanceTimersByTime(99)
    expect(spy).toHaveBeenCalledTimes(10)
    vi.advanceTimersByTime(1)
    expect(spy).toHaveBeenCalledTimes(18)
  })

  it('invalidates on the window events for that wallet', async () => {
    const cache = new SellerCache(queryClient)
    const stop = cache.start()
    queryClient.setQueryData(sellerKey('dashboard', address), {})
    emitSellerEvent('seller-order-updated', address)
    await Promise.resolve()
    expect(queryClient.getQueryState(sellerKey('dashboard', address))?.isInvalidated).toBe(true)
    stop()
  })

  it('sweeps seller entries unused for 30 minutes, checking every 10', () => {
    let now = 0
    const cache = new SellerCache(queryClient, () => now)
    vi.setSystemTime(0)
    queryClient.setQueryData(sellerKey('analytics', address), [])
    queryClient.setQueryData(['listings', 'x'], [])
    const stop = cache.start()
    now = 25 * 60_000
    vi.setSystemTime(now)
    cache.touch(sellerKey('analytics', address))
    now = 50 * 60_000
    vi.setSystemTime(now)
    vi.advanceTimersByTime(10 * 60_000)
    expect(queryClient.getQueryData(sellerKey('analytics', address))).toBeDefined()
    now = 60 * 60_000
    vi.setSystemTime(now)
    cache.sweep()
    expect(queryClient.getQueryData(sellerKey('analytics', address))).toBeUndefined()
    expect(queryClient.getQueryData(['listings', 'x'])).toBeDefined()
    stop()
  })
})
