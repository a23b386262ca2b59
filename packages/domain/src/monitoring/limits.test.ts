import { describe, expect, it } from 'vitest'
import { budgetBreaches, PERFORMANCE_BUDGETS } from './limits.ts'

describe('budgetBreaches', () => {
  it('names each budget a visit exceeds, and none at the limit or unmeasured', () => {
    expect(
      budgetBreaches({
        loadMs: 3_000,
        largestPaintMs: 4_001,
        layoutShift: 0.25,
        inputDelayMs: null,
      }),
    ).toEqual([
      { budget: 'largestPaintMs', limit: 4_000, value: 4_001 },
      { budget: 'layoutShift', limit: 0.1, value: 0.25 },
    ])
  })

  it('holds the spec budgets', () => {
    expect(PERFORMANCE_BUDGETS).toEqual({
      bundleBytes: 524_288,
      loadMs: 3_000,
      inputDelayMs: 100,
      firstPaintMs: 2_000,
      largestPaintMs: 4_000,
      layoutShift: 0.1,
    })
  })
})
