import { describe, expect, it } from 'vitest'
import { kycTierCovers } from './rules.ts'

describe('kycTierCovers', () => {
  it('lets a higher tier satisfy a lower one, never the reverse', () => {
    expect(kycTierCovers('full', 'basic')).toBe(true)
    expect(kycTierCovers('enhanced', 'enhanced')).toBe(true)
    expect(kycTierCovers('basic', 'enhanced')).toBe(false)
  })
})
