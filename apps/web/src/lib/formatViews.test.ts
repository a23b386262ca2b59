import { describe, expect, it } from 'vitest'
import { formatViews } from './formatViews.ts'

describe('formatViews', () => {
  it('shows small counts as they are', () => {
    expect(formatViews(0)).toBe('0')
    expect(formatViews(1000)).toBe('1000')
  })
  it('uses k with one decimal above 1000 and M above a million', () => {
    expect(formatViews(1500)).toBe('1.5k')
    expect(formatViews(1_000_000)).toBe('1000.0k')
    expect(formatViews(2_345_678)).toBe('2.3M')
  })
})
