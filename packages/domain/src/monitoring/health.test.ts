import { describe, expect, it } from 'vitest'
import { healthScore, ratio } from './health.ts'

const perfect = { hitRate: 1, storageUse: 0, syncSuccess: 1, preloadSuccess: 1 }

describe('healthScore', () => {
  it('is 100 when every signal is perfect and 0 when every one is at its worst', () => {
    expect(healthScore(perfect)).toBe(100)
    expect(healthScore({ hitRate: 0, storageUse: 1, syncSuccess: 0, preloadSuccess: 0 })).toBe(0)
  })

  it('weighs hit rate 30, storage 20, sync 25 and preload 25', () => {
    expect(healthScore({ ...perfect, hitRate: 0 })).toBe(70)
    expect(healthScore({ ...perfect, storageUse: 1 })).toBe(80)
    expect(healthScore({ ...perfect, syncSuccess: 0 })).toBe(75)
    expect(healthScore({ ...perfect, preloadSuccess: 0 })).toBe(75)
    expect(healthScore({ ...perfect, hitRate: 0.5 })).toBe(85)
  })

  it('judges only the signals that have data, and is 100 with none', () => {
    const none = { hitRate: null, storageUse: null, syncSuccess: null, preloadSuccess: null }
    expect(healthScore(none)).toBe(100)
    // hit rate alone: its quality is the score
    expect(healthScore({ ...none, hitRate: 0.4 })).toBe(40)
    // hit rate 0 (weight 30) with full storage quality (weight 20): 20 / 50
    expect(healthScore({ ...none, hitRate: 0, storageUse: 0 })).toBe(40)
  })

  it('keeps out-of-range ratios within 0 to 100', () => {
    expect(healthScore({ ...perfect, storageUse: 1.5 })).toBe(80)
    expect(healthScore({ ...perfect, hitRate: 2 })).toBe(100)
  })
})

describe('ratio', () => {
  it('is null below the minimum number of observations', () => {
    expect(ratio(0, 0)).toBeNull()
    expect(ratio(1, 4, 5)).toBeNull()
    expect(ratio(1, 5, 5)).toBe(0.2)
  })
})
