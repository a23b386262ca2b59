import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_RETRY_MS, MAX_RETRY_MS, runOfflineQueue } from './offlineQueueRunner.ts'

/** A flush that reports writes still waiting for the first `failures` runs, then none. */
function flushFailing(failures: number) {
  const runs: number[] = []
  const flush = vi.fn(async () => {
    runs.push(Date.now())
    return { waiting: runs.length <= failures ? 1 : 0 }
  })
  return { flush, runs }
}

describe('runOfflineQueue', () => {
  let stop = () => {}
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
  })
  afterEach(() => {
    stop()
    vi.useRealTimers()
  })

  it('flushes at start and backs off after transient failures: 2 s, 4 s, 8 s… up to 5 min', async () => {
    const { flush, runs } = flushFailing(12)
    stop = runOfflineQueue(flush)
    await vi.advanceTimersByTimeAsync(60 * 60_000)
    const gaps = runs.slice(1).map((at, index) => at - (runs[index] ?? 0))
    expect(gaps.slice(0, 5)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000])
    expect(Math.max(...gaps)).toBe(MAX_RETRY_MS)
    // once everything is sent, nothing is scheduled
    const count = runs.length
    await vi.advanceTimersByTimeAsync(60 * 60_000)
    expect(runs).toHaveLength(count)
    expect(count).toBe(13)
  })

  it('treats a flush that throws as writes still waiting', async () => {
    const flush = vi.fn().mockRejectedValueOnce(new Error('IndexedDB busy'))
    flush.mockResolvedValue({ waiting: 0 })
    stop = runOfflineQueue(flush)
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS)
    expect(flush).toHaveBeenCalledTimes(2)
  })

  it('flushes at once when the browser is back online, starting the back-off again', async () => {
    const { flush, runs } = flushFailing(4)
    stop = runOfflineQueue(flush)
    await vi.advanceTimersByTimeAsync(2_000 + 4_000)
    expect(runs).toEqual([0, 2_000, 6_000])
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toEqual([0, 2_000, 6_000, 6_000])
    // the delay that was due (8 s) is cancelled: the next try is 2 s after the online flush
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS)
    expect(runs).toEqual([0, 2_000, 6_000, 6_000, 8_000])
  })

  it('stops flushing when stopped (sign-out, account switch)', async () => {
    const { flush, runs } = flushFailing(100)
    stop = runOfflineQueue(flush)
    await vi.advanceTimersByTimeAsync(0)
    stop()
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(60 * 60_000)
    expect(runs).toEqual([0])
  })
})
