import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubPaintObserver } from '../test/fakePaintObserver.ts'
import { useFirstContentfulPaint } from './useFirstContentfulPaint.ts'

afterEach(() => vi.useRealTimers())

describe('useFirstContentfulPaint', () => {
  it('is false until the first contentful paint, then true', () => {
    vi.useFakeTimers()
    const observer = stubPaintObserver([])
    const { result } = renderHook(() => useFirstContentfulPaint())
    expect(result.current).toBe(false)
    act(() => {
      observer.paint('first-contentful-paint')
      vi.advanceTimersByTime(1)
    })
    expect(result.current).toBe(true)
  })

  it('is true from its first render in a page that has painted', () => {
    stubPaintObserver([])
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === 'first-contentful-paint' ? [{ name } as PerformanceEntry] : [],
    )
    const renders: boolean[] = []
    renderHook(() => renders.push(useFirstContentfulPaint()))
    expect(renders).toEqual([true])
  })
})
