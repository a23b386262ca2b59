import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubPaintObserver } from '../test/fakePaintObserver.ts'
import { afterFirstContentfulPaint } from './afterFirstContentfulPaint.ts'

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
