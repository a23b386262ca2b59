import { describe, expect, it, vi } from 'vitest'
import { createViewerReads } from './viewerReads.ts'

/** Like a drizzle query: it runs again each time something awaits it. */
function queryLike(rows: string[]) {
  const runs = { count: 0 }
  const query = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, as a query builder is
    then(resolve: (value: string[]) => void) {
      runs.count++
      resolve(rows)
    },
  }
  return { runs, load: () => query as unknown as Promise<string[]> }
}

/** A load that finishes when the test says so. */
function slowLoad() {
  let finish: (value: string[]) => void = () => {}
  const slow = () =>
    new Promise<string[]>((resolve) => {
      finish = resolve
    })
  return { slow, finish: (value: string[]) => finish(value) }
}

describe('viewer reads', () => {
  it('runs a query builder once for all who await it, and keeps its rows', async () => {
    const reads = createViewerReads(() => 0)
    const { runs, load } = queryLike(['spoilers'])
    expect(await reads.read('v1', 'mutedWords', load)).toEqual(['spoilers'])
    expect(await reads.read('v1', 'mutedWords', load)).toEqual(['spoilers'])
    expect(runs.count).toBe(1)
  })

  it('reads once per viewer and key within the TTL', async () => {
    const reads = createViewerReads(() => 0)
    const load = vi.fn(async () => ['like'])
    await reads.read('v1', 'page', load)
    await reads.read('v1', 'page', load)
    await reads.read('v2', 'page', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('reads again what the viewer changed, and only that, only for that viewer', async () => {
    const reads = createViewerReads(() => 0)
    const load = vi.fn(async () => ['like'])
    const words = vi.fn(async () => ['spoilers'])
    await reads.read('v1', 'page', load)
    await reads.read('v1', 'mutedWords', words)
    await reads.read('v2', 'page', load)
    reads.forget('v1', 'page')
    await reads.read('v1', 'page', load)
    await reads.read('v1', 'mutedWords', words)
    await reads.read('v2', 'page', load)
    expect(load).toHaveBeenCalledTimes(3)
    expect(words).toHaveBeenCalledTimes(1)
  })

  it('does not keep a read that overlapped the viewer’s change', async () => {
    const reads = createViewerReads(() => 0)
    const { slow, finish } = slowLoad()
    const pending = reads.read('v1', 'page', slow)
    reads.forget('v1', 'page')
    finish(['like'])
    await pending
    const load = vi.fn(async () => [])
    expect(await reads.read('v1', 'page', load)).toEqual([])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("keeps a read that overlapped another viewer's change", async () => {
    const reads = createViewerReads(() => 0)
    const { slow, finish } = slowLoad()
    const pending = reads.read('v1', 'page', slow)
    reads.forget('v2', 'page')
    reads.forget('v1', 'mutedWords')
    finish(['like'])
    await pending
    const load = vi.fn(async () => [])
    expect(await reads.read('v1', 'page', load)).toEqual(['like'])
    expect(load).not.toHaveBeenCalled()
  })

  it('forgets a failed read', async () => {
    const reads = createViewerReads(() => 0)
    await expect(
      reads.read('v1', 'page', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow()
    const load = vi.fn(async () => ['like'])
    expect(await reads.read('v1', 'page', load)).toEqual(['like'])
  })
})
