import { describe, expect, it } from 'vitest'
import { oldestBeyond } from './entryLimit.ts'

describe('oldestBeyond', () => {
  it('drops the oldest entries past the limit', () => {
    expect(oldestBeyond(['a', 'b', 'c', 'd'], 2)).toEqual(['a', 'b'])
  })

  it('drops nothing within the limit', () => {
    expect(oldestBeyond(['a', 'b'], 2)).toEqual([])
    expect(oldestBeyond([], 1000)).toEqual([])
  })
})
