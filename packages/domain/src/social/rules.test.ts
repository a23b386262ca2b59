import { describe, expect, it } from 'vitest'
import { slugify } from './rules.ts'

describe('slugify', () => {
  it('makes lower-case hyphenated slugs', () => {
    expect(slugify('Base Builders DAO')).toBe('base-builders-dao')
    expect(slugify('  Café & Crème  ')).toBe('cafe-creme')
  })

  it('falls back when nothing is left', () => {
    expect(slugify('日本語')).toBe('community')
  })
})
