import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstContentfulPaint } from './afterFirstContentfulPaint.ts'

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void

/** A PerformanceObserver that reports the paints `painted` holds when it starts observing. */
function stubPaintObserver(painted: string[]) {
  let report: PaintCallback = () => {}
  class FakeObserver {
    static supportedEntryTypes = ['paint']
    constructor(callback: PaintCallback) {
      report = callback
    }
    observe() {
      report({ getEntriesByName: (name) => painted.filter((entry) => entry === name) })
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  return { paint: (name: string) => report({ getEntriesByName: (n) => (n === name ? [n] : []) }) }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('afterFirstContentfulPaint', () => {
  it('waits for the first contentful paint, then runs once', () => {
    vi.useFakeTimers()
    const observer = stubPaintObserver([])
    const task = vi.fn()
    afterFirstContentfulPaint(task)
    observer.paint('first-paint')
    vi.advanceTimersByTime(100)
    expect(task).not.toHaveBeenCalled()
    observer.paint('first-contentful-paint')
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1_000)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs at once when the page has painted already', () => {
    vi.useFakeTimers()
    stubPaintObserver(['first-contentful-paint'])
    const task = vi.fn()
    afterFirstContentfulPaint(task)
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs after 500 ms in a page that does not paint (a hidden tab)', () => {
    vi.useFakeTimers()
    stubPaintObserver([])
    const task = vi.fn()
    afterFirstContentfulPaint(task)
    vi.advanceTimersByTime(499)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('does not run once cancelled', () => {
    vi.useFakeTimers()
    const observer = stubPaintObserver([])
    const task = vi.fn()
    afterFirstContentfulPaint(task)()
    observer.paint('first-contentful-paint')
    vi.advanceTimersByTime(1_000)
    expect(task).not.toHaveBeenCalled()
  })
})
