import { describe, expect, it } from 'vitest'
import {
  BREAKPOINTS,
  SHIMMER_DURATION_S,
  TOAST_DEFAULT_DURATION_MS,
  TRUST_BADGES,
  toastAutoDismisses,
  trustBadgeDelayS,
  Z_INDEX,
} from './ui.ts'

describe('ui constants', () => {
  it('uses the spec timings', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000)
    expect(SHIMMER_DURATION_S).toEqual({ normal: 1.5, slow: 2.5, fast: 1 })
  })

  it('keeps toasts with a duration of 0 or less', () => {
    expect(toastAutoDismisses({ duration: 5000 })).toBe(true)
    expect(toastAutoDismisses({ duration: 0 })).toBe(false)
    expect(toastAutoDismisses({ duration: -1 })).toBe(false)
  })

  it('staggers trust badges by 0.1 s', () => {
    expect([0, 1, 2, 3].map(trustBadgeDelayS)).toEqual([0, 0.1, 0.2, 0.3])
    expect(Object.values(TRUST_BADGES)).toEqual([
      'Verified',
      'Escrow Protected',
      'On-Chain Certified',
      'DAO Approved',
    ])
  })

  it('spans breakpoints from 320 to 1536 px in rising order', () => {
    const values = Object.values(BREAKPOINTS)
    expect(values[0]).toBe(320)
    expect(values.at(-1)).toBe(1536)
    expect([...values].sort((a, b) => a - b)).toEqual(values)
  })

  it('stacks toasts above modals above the header', () => {
    expect(Z_INDEX.toast).toBeGreaterThan(Z_INDEX.modal)
    expect(Z_INDEX.modal).toBeGreaterThan(Z_INDEX.header)
  })
})
