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
  it('runs a query builder once for all who await it', async () => {
    const reads = createSharedReads(clock().now)
    let runs = 0
    const query = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, as a query builder is
      then(resolve: (value: string[]) => void) {
        runs++
        resolve(['page'])
      },
    }
    const load = () => query as unknown as Promise<string[]>
    expect(await reads.read('feed', 1000, load)).toEqual(['page'])
    expect(await reads.read('feed', 1000, load)).toEqual(['page'])
    expect(runs).toBe(1)
  })

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

  it('forget only the reads showing a changed tag, and every read still loading', async () => {
    const shared = createSharedReads(clock().now)
    const load = vi.fn(async (tags: string[]) => tags)
    const read = (key: string, tags: string[]) =>
      shared.read(
        key,
        1000,
        () => load(tags),
        (value) => value,
      )
    await read('one', ['post:1', 'feed:all'])
    await read('two', ['post:2', 'feed:all'])
    let finishLoading: (tags: string[]) => void = () => {}
    const loading = shared.read(
      'three',
      1000,
      () => new Promise<string[]>((resolve) => (finishLoading = resolve)),
      (value) => value,
    )

    shared.invalidate(['post:1'])
    finishLoading(['post:3'])
    await loading
    await read('one', ['post:1'])
    await read('two', ['post:2'])
    await read('three', ['post:3'])
    // `one` showed the post; `three` was loading and may have read before the change
    expect(load.mock.calls.map(([tags]) => tags[0])).toEqual([
      'post:1',
      'post:2',
      'post:1',
      'post:3',
    ])

    shared.invalidate(['feed:all'])
    await read('two', ['post:2'])
    expect(load).toHaveBeenCalledTimes(5)
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
