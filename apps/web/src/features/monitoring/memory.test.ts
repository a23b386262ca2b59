import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchMemory } from './memory.ts'
import type { MemorySample } from './retention.ts'

let usedJSHeapSize = 0

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})

afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(performance, 'memory')
})

describe('watchMemory', () => {
  it('samples the heap at once and then every 30 s, until stopped', () => {
    Object.defineProperty(performance, 'memory', {
      configurable: true,
      get: () => ({ usedJSHeapSize }),
    })
    usedJSHeapSize = 10
    const samples: MemorySample[] = []
    const stop = watchMemory((sample) => samples.push(sample))
    expect(samples).toEqual([{ timestamp: 1_000_000, usedBytes: 10 }])

    usedJSHeapSize = 20
    vi.advanceTimersByTime(29_999)
    expect(samples).toHaveLength(1)
    vi.advanceTimersByTime(1)
    usedJSHeapSize = 30
    vi.advanceTimersByTime(30_000)
    expect(samples).toEqual([
      { timestamp: 1_000_000, usedBytes: 10 },
      { timestamp: 1_030_000, usedBytes: 20 },
      { timestamp: 1_060_000, usedBytes: 30 },
    ])

    stop()
    vi.advanceTimersByTime(120_000)
    expect(samples).toHaveLength(3)
  })

  it('hears nothing where the browser does not expose memory', () => {
    const samples: MemorySample[] = []
    watchMemory((sample) => samples.push(sample))
    vi.advanceTimersByTime(120_000)
    expect(samples).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })
})
