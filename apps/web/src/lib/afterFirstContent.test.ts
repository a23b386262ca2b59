import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

beforeEach(() => vi.resetModules())
afterEach(() => vi.useRealTimers())

/** A fresh copy of the module: its first content is once per page. */
const load = () => import('./afterFirstContent.ts')

describe('afterFirstContent', () => {
  it('waits for the shell to say its content is shown', async () => {
    vi.useFakeTimers()
    const { afterFirstContent, markFirstContentShown } = await load()
    const task = vi.fn()
    afterFirstContent(task)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(task).not.toHaveBeenCalled()
    markFirstContentShown()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs at the latest 5 s after load when the content never shows', async () => {
    vi.useFakeTimers()
    const { afterFirstContent } = await load()
    const task = vi.fn()
    afterFirstContent(task)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(task).not.toHaveBeenCalled()
    // the idle callback's own limit (5 s) comes on top in a browser that is never idle
    await vi.advanceTimersByTimeAsync(5_001)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
