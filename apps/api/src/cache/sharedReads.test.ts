import { describe, expect, it, vi } from 'vitest'
import { createSharedReads } from './sharedReads.ts'

function clock() {
  let now = 0
  return {
    now: () => now,
    advance(ms: number) {
      now += ms
    },
  }
}

describe('shared reads', () => {
  it('share one load between concurrent and later readers within the TTL', async () => {
    const time = clock()
    const shared = createSharedReads(time.now)
    const load = vi.fn(async () => ({ page: 1 }))
    const [a, b] = await Promise.all([shared.read('k', 1000, load), shared.read('k', 1000, load)])
    time.advance(999)
    const c = await shared.read('k', 1000, load)
    expect(load).toHaveBeenCalledTimes(1)
    expect(b).toBe(a)
    expect(c).toBe(a)
  })

  it('load again once the TTL is over, per key', async () => {
    const time = clock()
    const shared = createSharedReads(time.now)
    const load = vi.fn(async () => 'page')
    await shared.read('k', 1000, load)
    await shared.read('other', 1000, load)
    time.advance(1000)
    await shared.read('k', 1000, load)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('forget everything on invalidate', async () => {
    const shared = createSharedReads(clock().now)
    const load = vi.fn(async () => 'page')
    await shared.read('k', 1000, load)
    shared.invalidate()
    await shared.read('k', 1000, load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('never keep a failed load', async () => {
    const shared = createSharedReads(clock().now)
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValue('page')
    await expect(shared.read('k', 1000, load)).rejects.toThrow('database down')
    await expect(shared.read('k', 1000, load)).resolves.toBe('page')
  })
})
